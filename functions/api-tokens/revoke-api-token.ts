import { revokeToken, tokenView } from '../../shared/auth/token-store';
import { defineHandler } from '../../shared/http/define-handler';
import { revokeApiTokenRoute } from './routes';

export const handler = defineHandler(revokeApiTokenRoute, async ({ params, principal }) => ({
  api_token: tokenView(await revokeToken(principal.companyId, params.id)),
}));
