import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { storableId } from '../../shared/platform/schema/storable';
import { customerSession, ME_BASE } from './route-common';
import { addressParams } from './schemas';

const applyAddressBody = z
  .object({
    apply_to_all: z.literal(true).optional().describe('Every active, past-due or paused subscription'),
    subscription_ids: z.array(storableId).min(1).max(50).optional().describe('Only these subscriptions'),
  })
  .strict()
  .refine((body) => (body.apply_to_all === true) !== (body.subscription_ids !== undefined), {
    message: 'send either apply_to_all or subscription_ids',
  });

/** POST …/customers/me/addresses/{id}/apply_to_subscriptions: ships subscriptions to a saved address. */
export const applyAddressRoute = defineRoute({
  id: 'applyCustomerAddressToSubscriptions',
  method: 'POST',
  path: `${ME_BASE}/addresses/{id}/apply_to_subscriptions`,
  handler: 'customer-account/apply-address',
  surface: 'checkout',
  auth: customerSession,
  uses: ['renewal-schedules'],
  errors: ['conflict'],
  summary: 'Ship subscriptions to a saved address',
  description:
    'Sets the shipping address of all the customer’s active, past-due and paused subscriptions (`apply_to_all`) or of the ones named. Each is checked first: another customer’s subscription → 404, one inside its renewal cut-off → 409, one sold in another country → 422; then none changes. Emits `subscription_updated` per subscription.',
  request: { params: addressParams, body: applyAddressBody },
  response: { status: 200, body: z.object({ affected_count: z.number().int() }) },
  examples: { request: { apply_to_all: true } },
});
