import { createDiscount } from '../../shared/domains/discounts/discount-store';
import { presentDiscount } from '../../shared/domains/discounts/discount-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { createDiscountCodeRoute } from './create-discount-code.route';

export const handler = defineHandler(createDiscountCodeRoute, async ({ body, principal }) => ({
  discount_code: presentDiscount(await createDiscount(principal.companyId, body.discount_code)),
}));
