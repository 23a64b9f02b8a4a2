import { defineRoute } from '../../shared/edge/http/route';
import { dashboardSessionResponse, requestSignInLinkBody, requestSignInLinkResponse, signInParams } from './schemas';

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

/** POST /api/auth/sign_in_links: emails a new sign-in link. */
export const requestSignInLinkRoute = defineRoute({
  id: 'requestSignInLink',
  method: 'POST',
  path: '/api/auth/sign_in_links',
  handler: 'auth/request-sign-in-link',
  uses: ['mail'],
  surface: 'admin',
  auth: { kind: 'none' },
  summary: 'Request a sign-in link',
  description:
    'Emails a sign-in link to every active member with this email, in every company: admins, and reps and customers who enrolled through a shop. Always answers 202 with the same body, so it never reveals whether an account exists. ' +
    'Limited to 10 requests per IP address per 15 minutes (429 with Retry-After).',
  request: { body: requestSignInLinkBody },
  response: { status: 202, body: requestSignInLinkResponse },
  errors: ['not_found'],
});

export const authRoutes = [redeemSignInLinkRoute, requestSignInLinkRoute];
