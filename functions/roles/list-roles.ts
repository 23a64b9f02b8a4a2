import { listRoles } from '../../shared/domains/auth/role-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { offsetPagination, sliceOffsetPage } from '../../shared/platform/schema/offset-page';
import { reply } from '../../shared/edge/http/reply';
import { listRolesRoute } from './list-roles.route';

export const handler = defineHandler(listRolesRoute, async ({ query, principal }) => {
  const roles = await listRoles(principal.companyId);
  return reply(
    { roles: sliceOffsetPage(roles, query.page, query.per_page) },
    { meta: { pagination: offsetPagination(query.page, query.per_page, roles.length) } },
  );
});
