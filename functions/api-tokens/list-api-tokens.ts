import { listTokens } from '../../shared/domains/auth/token-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { offsetPagination } from '../../shared/platform/schema/offset-page';
import { reply } from '../../shared/edge/http/reply';
import { listApiTokensRoute } from './list-api-tokens.route';

export const handler = defineHandler(listApiTokensRoute, async ({ query, principal }) => {
  const { tokens, totalCount } = await listTokens(principal.companyId, { page: query.page, perPage: query.per_page });
  return reply(
    { api_tokens: tokens },
    { meta: { pagination: offsetPagination(query.page, query.per_page, totalCount) } },
  );
});
