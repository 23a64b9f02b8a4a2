import { updateDiscount } from '../../shared/domains/discounts/discount-store';
import { presentDiscount } from '../../shared/domains/discounts/discount-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { updateDiscountCodeRoute } from './update-discount-code.route';

export const handler = defineHandler(updateDiscountCodeRoute, async ({ params, body, principal }) => ({
  discount_code: presentDiscount(await updateDiscount(principal.companyId, params.id, body.discount_code)),
}));
