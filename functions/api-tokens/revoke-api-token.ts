import { revokeToken, tokenView } from '../../shared/domains/auth/token-store';
import { deactivateOwnerRegistrations } from '../../shared/domains/callbacks/registration-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { revokeApiTokenRoute } from './revoke-api-token.route';

export const handler = defineHandler(revokeApiTokenRoute, async ({ params, principal }) => {
  const token = await revokeToken(principal.companyId, params.id);
  // A revoked partner stops answering the company's callbacks: the next registration in line takes over.
  if (token.kind === 'partner')
    await deactivateOwnerRegistrations(principal.companyId, {
      owner_type: 'partner',
      owner_id: token.id,
      installation_id: null,
    });
  return { api_token: tokenView(token) };
});
