import { defineRoute } from '../../shared/edge/http/route';
import { z } from 'zod';
import { emailAddress } from '../../shared/platform/schema/email';

/** Body of POST /api/auth/sign_in_links. */
const requestSignInLinkBody = z.object({
  email: emailAddress(),
});

const requestSignInLinkResponse = z.object({
  message: z.string().describe('Always the same text, whether or not the email belongs to a member'),
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
