import { startDashboardSession } from '../../shared/use-cases/dashboard-session';
import { sessionPage } from '../../shared/edge/http/session-page';
import { config } from '../../shared/platform/config';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { prefersHtml } from '../../shared/edge/http/prefers-html';
import { rawReply } from '../../shared/edge/http/reply';
import { memberView } from '../../shared/domains/members/member-view';
import { redeemSignInLinkRoute } from './redeem-sign-in-link.route';

export const handler = defineHandler(redeemSignInLinkRoute, async ({ params, event }) => {
  const session = await startDashboardSession(params.token);
  if (prefersHtml(event.headers?.accept)) {
    return rawReply(sessionPage(session, config().publicBaseUrl), 'text/html; charset=utf-8', {
      headers: {
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'referrer-policy': 'no-referrer',
      },
    });
  }
  const { id, email, full_name, role } = memberView(session.member);
  return {
    session: {
      token: session.token,
      token_type: 'Bearer' as const,
      expires_at: session.expiresAt.toISOString(),
      company: { id: session.company.id, name: session.company.name, subdomain: session.company.subdomain },
      member: { id, email, full_name, role },
    },
  };
});
