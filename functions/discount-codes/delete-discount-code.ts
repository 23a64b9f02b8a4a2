import { deleteDiscount } from '../../shared/discounts/discount-store';
import { presentDiscount } from '../../shared/discounts/discount-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { deleteDiscountCodeRoute } from './routes';

export const handler = defineHandler(deleteDiscountCodeRoute, async ({ params, principal }) => ({
  discount_code: presentDiscount(await deleteDiscount(principal.companyId, params.id)),
}));
