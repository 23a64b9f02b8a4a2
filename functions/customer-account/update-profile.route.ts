import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { boundedText } from '../../shared/platform/schema/storable';
import { customer } from '../customers/schemas';
import { customerSession, ME_BASE } from './route-common';

const updateProfileBody = z.object({
  customer: z
    .object({
      name: boundedText(200).trim().min(1).max(200).nullable().optional(),
      phone: boundedText(32).trim().min(1).max(32).nullable().optional(),
      email_marketing: z.boolean().optional().describe('Accepts marketing email'),
      sms_marketing: z.boolean().optional().describe('Accepts marketing text messages'),
    })
    .strict(),
});

/** PATCH …/customers/me: the customer changes their name, phone or marketing consent. */
export const updateProfileRoute = defineRoute({
  id: 'updateCustomerProfile',
  method: 'PATCH',
  path: ME_BASE,
  handler: 'customer-account/update-profile',
  surface: 'checkout',
  auth: customerSession,
  errors: ['not_found', 'conflict'],
  summary: 'Change the signed-in customer’s profile',
  description:
    'Only the fields sent change: `name`, `phone`, `email_marketing`, `sms_marketing` (the email is the sign-in and stays). Emits `customer_updated` in the same transaction.',
  request: { body: updateProfileBody },
  response: { status: 200, body: z.object({ customer }) },
});
