import { listAgreements } from '../../shared/domains/agreements/agreement-store';
import { toAgreementView } from '../../shared/domains/agreements/agreement-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { offsetPagination } from '../../shared/platform/schema/offset-page';
import { reply } from '../../shared/edge/http/reply';
import { listAgreementsRoute } from './list-agreements.route';

export const handler = defineHandler(listAgreementsRoute, async ({ principal, query }) => {
  const { agreements, totalCount } = await listAgreements(principal.companyId, {
    page: query.page,
    perPage: query.per_page,
  });
  return reply(
    { agreements: agreements.map(toAgreementView) },
    { meta: { pagination: offsetPagination(query.page, query.per_page, totalCount) } },
  );
});
