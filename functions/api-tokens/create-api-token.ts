import { createApiToken } from '../../shared/domains/auth/create-api-token';
import { tokenView } from '../../shared/domains/auth/token-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { createApiTokenRoute } from './create-api-token.route';

export const handler = defineHandler(createApiTokenRoute, async ({ body, principal }) => {
  const { token, secret } = await createApiToken(principal, body.api_token);
  return { api_token: { ...tokenView(token), token: secret } };
});
