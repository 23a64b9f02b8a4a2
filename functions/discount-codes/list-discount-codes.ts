import { listDiscountsPage } from '../../shared/domains/discounts/discount-store';
import { presentDiscount } from '../../shared/domains/discounts/discount-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { offsetPagination } from '../../shared/platform/schema/offset-page';
import { reply } from '../../shared/edge/http/reply';
import { listDiscountCodesRoute } from './list-discount-codes.route';

export const handler = defineHandler(listDiscountCodesRoute, async ({ query, principal }) => {
  const { discounts, totalCount } = await listDiscountsPage(principal.companyId, {
    page: query.page,
    perPage: query.per_page,
  });
  return reply(
    { discount_codes: discounts.map(presentDiscount) },
    { meta: { pagination: offsetPagination(query.page, query.per_page, totalCount) } },
  );
});
