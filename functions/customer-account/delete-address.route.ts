import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { customerSession, ME_BASE } from './route-common';
import { addressParams } from './schemas';

/** DELETE …/customers/me/addresses/{id}: removes a saved address. */
export const deleteAddressRoute = defineRoute({
  id: 'deleteCustomerAddress',
  method: 'DELETE',
  path: `${ME_BASE}/addresses/{id}`,
  handler: 'customer-account/delete-address',
  surface: 'checkout',
  auth: customerSession,
  summary: 'Remove a saved address',
  description:
    'Removes the address from the book (the newest remaining one becomes the default when it was). Subscriptions shipping to it keep their copy. Another customer’s address answers 404.',
  request: { params: addressParams },
  response: { status: 200, body: z.object({ deleted: z.literal(true) }) },
});
