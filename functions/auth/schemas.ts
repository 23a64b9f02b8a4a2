import { z } from 'zod';
import { boundedText } from '../../shared/platform/schema/storable';

/** Path of a sign-in link: the single-use secret from the email. */
export const signInParams = z.object({ token: boundedText(256) });

/** A session: a bearer token for the signed-in member, valid for 12 hours. */
export const dashboardSessionSchema = z
  .object({
    token: z.string().describe("Bearer token, shown once: an admin's dashboard session (prefix `dss_`) with the permissions of the admin's role, or a rep's or customer's member session (prefix `mss_`) with no company permission."),
    token_type: z.literal('Bearer'),
    expires_at: z.iso.datetime(),
    company: z.object({ id: z.number().int(), name: z.string(), subdomain: z.string() }),
    member: z.object({ id: z.number().int(), email: z.string(), full_name: z.string(), role: z.string().nullable() }),
  })
  .meta({ id: 'DashboardSession' });

export const dashboardSessionResponse = z.object({ session: dashboardSessionSchema });

/** Body of POST /api/auth/sign_in_links. */
export const requestSignInLinkBody = z.object({
  email: z
    .email()
    .max(254)
    .transform((value) => value.toLowerCase()),
});

export const requestSignInLinkResponse = z.object({
  message: z.string().describe('Always the same text, whether or not the email belongs to a member'),
});
