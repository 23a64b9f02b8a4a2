import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { customerSession, ME_BASE } from './route-common';
import { addressInput, addressParams, addressResponse } from './schemas';

const updateAddressBody = z.object({
  address: addressInput.optional().describe('The address as it should read (all its fields)'),
  set_default: z.boolean().optional().describe('true: make it the default; false: no default when it was'),
});

/** PATCH …/customers/me/addresses/{id}: edits a saved address or makes it the default. */
export const updateAddressRoute = defineRoute({
  id: 'updateCustomerAddress',
  method: 'PATCH',
  path: `${ME_BASE}/addresses/{id}`,
  handler: 'customer-account/update-address',
  surface: 'checkout',
  auth: customerSession,
  summary: 'Edit a saved address or set the default',
  description:
    'Replaces the address fields when `address` is sent and sets or clears the default with `set_default`. Subscriptions keep the address they ship to until it is applied to them (`apply_to_subscriptions`). Another customer’s address answers 404.',
  request: { params: addressParams, body: updateAddressBody },
  response: { status: 200, body: addressResponse },
});
