import { presentRegistration } from '../../shared/domains/callbacks/present-registration';
import { actsForCompany, ownerKeyOf } from '../../shared/domains/callbacks/registration-owner';
import { listRegistrationsPage } from '../../shared/domains/callbacks/registration-store';
import { getCompany } from '../../shared/domains/company/company-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { offsetPagination } from '../../shared/platform/schema/offset-page';
import { reply } from '../../shared/edge/http/reply';
import { listCallbackRegistrationsRoute } from './list-callback-registrations.route';

export const handler = defineHandler(listCallbackRegistrationsRoute, async ({ query, principal }) => {
  const owner = actsForCompany(principal) ? undefined : ownerKeyOf(principal);
  const [company, { registrations, totalCount }] = await Promise.all([
    getCompany(principal.companyId),
    listRegistrationsPage(principal.companyId, owner, { page: query.page, perPage: query.per_page }),
  ]);
  return reply(
    { callback_registrations: registrations.map((registration) => presentRegistration(registration, company)) },
    { meta: { pagination: offsetPagination(query.page, query.per_page, totalCount) } },
  );
});
