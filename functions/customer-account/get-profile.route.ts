import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { customer } from '../customers/schemas';
import { customerSession, ME_BASE } from './route-common';

/** GET …/customers/me: the signed-in customer's profile. */
export const getProfileRoute = defineRoute({
  id: 'getCustomerProfile',
  method: 'GET',
  path: ME_BASE,
  handler: 'customer-account/get-profile',
  surface: 'checkout',
  auth: customerSession,
  errors: ['not_found'],
  summary: 'Show the signed-in customer',
  description:
    'The customer of the session: name, email, phone, marketing consent, order counts and totals. Only a customer session (`css_`); every other credential answers 403.',
  response: { status: 200, body: z.object({ customer }) },
});
