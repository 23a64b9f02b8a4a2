import { deleteDiscount } from '../../shared/domains/discounts/discount-store';
import { presentDiscount } from '../../shared/domains/discounts/discount-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { deleteDiscountCodeRoute } from './delete-discount-code.route';

export const handler = defineHandler(deleteDiscountCodeRoute, async ({ params, principal }) => ({
  discount_code: presentDiscount(await deleteDiscount(principal.companyId, params.id)),
}));
