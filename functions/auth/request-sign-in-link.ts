import { enforceIpRateLimit } from '../../shared/auth/ip-rate-limit';
import { requestSignInLinks } from '../../shared/auth/request-sign-in-links';
import { defineHandler } from '../../shared/http/define-handler';
import { requestSignInLinkRoute } from './routes';

export const handler = defineHandler(requestSignInLinkRoute, async ({ body, event }) => {
  await enforceIpRateLimit('sign_in_link', event.requestContext.http.sourceIp);
  await requestSignInLinks(body.email);
  return { message: 'If this email belongs to an admin, a sign-in link is on its way. It works once and expires in 15 minutes.' };
});
