import { getToken, tokenView } from '../../shared/domains/auth/token-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getApiTokenRoute } from './get-api-token.route';

export const handler = defineHandler(getApiTokenRoute, async ({ params, principal }) => ({
  api_token: tokenView(await getToken(principal.companyId, params.id)),
}));
