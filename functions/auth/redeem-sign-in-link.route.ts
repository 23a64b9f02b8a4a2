import { defineRoute } from '../../shared/edge/http/route';
import { z } from 'zod';
import { boundedText } from '../../shared/platform/schema/storable';

/** Path of a sign-in link: the single-use secret from the email. */
const signInParams = z.object({ token: boundedText(256) });

/** A session: a bearer token for the signed-in member, valid for 12 hours. */
const dashboardSessionSchema = z
  .object({
    token: z
      .string()
      .describe(
        "Bearer token, shown once: an admin's dashboard session (prefix `dss_`) with the permissions of the admin's role, or a rep's or customer's member session (prefix `mss_`) with no company permission.",
      ),
    token_type: z.literal('Bearer'),
    expires_at: z.iso.datetime(),
    company: z.object({ id: z.number().int(), name: z.string(), subdomain: z.string() }),
    member: z.object({ id: z.number().int(), email: z.string(), full_name: z.string(), role: z.string().nullable() }),
  })
  .meta({ id: 'DashboardSession' });

const dashboardSessionResponse = z.object({ session: dashboardSessionSchema });

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
