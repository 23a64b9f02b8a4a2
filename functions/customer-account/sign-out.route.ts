import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { customerSession, ME_BASE } from './route-common';

/** DELETE …/customers/me/session: ends the calling customer session. */
export const signOutCustomerRoute = defineRoute({
  id: 'signOutCustomer',
  method: 'DELETE',
  path: `${ME_BASE}/session`,
  handler: 'customer-account/sign-out',
  surface: 'checkout',
  auth: customerSession,
  summary: 'Sign the customer out',
  description:
    'Revokes the calling customer session: its next request answers 401. Signing out twice answers the same.',
  response: { status: 200, body: z.object({ signed_out: z.literal(true) }) },
});
