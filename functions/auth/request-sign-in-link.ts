import { enforceRateLimit } from '../../shared/domains/auth/rate-limits';
import { requestSignInLinks } from '../../shared/use-cases/request-sign-in-links';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { requestSignInLinkRoute } from './request-sign-in-link.route';

export const handler = defineHandler(requestSignInLinkRoute, async ({ body, event }) => {
  await enforceRateLimit('sign_in_link', event.requestContext.http.sourceIp);
  await enforceRateLimit('sign_in_link_email', body.email);
  await requestSignInLinks(body.email);
  return {
    message:
      'If this email belongs to an admin, a sign-in link is on its way. It works once and expires in 15 minutes.',
  };
});
