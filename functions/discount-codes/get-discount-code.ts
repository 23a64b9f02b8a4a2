import { getDiscount } from '../../shared/domains/discounts/discount-store';
import { presentDiscount } from '../../shared/domains/discounts/discount-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getDiscountCodeRoute } from './get-discount-code.route';

export const handler = defineHandler(getDiscountCodeRoute, async ({ params, principal }) => ({
  discount_code: presentDiscount(await getDiscount(principal.companyId, params.id)),
}));
