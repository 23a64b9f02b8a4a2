import { defineRoute } from '../../shared/edge/http/route';
import { dashboardSessionResponse, signInParams } from './schemas';

/** GET /api/auth/sign_in/{token}: the emailed link; redeems it once into a dashboard session. */
export const redeemSignInLinkRoute = defineRoute({
  id: 'redeemSignInLink',
  method: 'GET',
  path: '/api/auth/sign_in/{token}',
  handler: 'auth/redeem-sign-in-link',
  surface: 'admin',
  auth: { kind: 'none' },
  summary: 'Redeem a sign-in link',
  description:
    'Opening the emailed link redeems it: the answer is a session token valid for 12 hours (JSON, or a small HTML page when the client prefers `text/html`). ' +
    "An admin's link opens a dashboard session (`dss_`) with the permissions of the admin's role; the link of a rep or customer who enrolled through the shop opens a member session (`mss_`) that names the member and holds no company permission (every company operation answers it 403). " +
    'A link works once and for 15 minutes; a used, expired or unknown link, or the link of a member deactivated since, answers 401 `{message}`.',
  request: { params: signInParams },
  response: { status: 200, body: dashboardSessionResponse },
  errors: ['unauthorized', 'conflict'],
  writes: true,
});
