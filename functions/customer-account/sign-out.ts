import { revokeSession } from '../../shared/domains/auth/revoke-session';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { signOutCustomerRoute } from './sign-out.route';

export const handler = defineHandler(signOutCustomerRoute, async ({ principal }) => {
  await revokeSession(principal.companyId, principal.tokenId);
  return { signed_out: true as const };
});
