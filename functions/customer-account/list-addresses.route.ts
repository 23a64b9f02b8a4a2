import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { customerSession, ME_BASE } from './route-common';
import { customerAddressSchema } from './schemas';

/** GET …/customers/me/addresses: the customer's saved addresses. */
export const listAddressesRoute = defineRoute({
  id: 'listCustomerAddresses',
  method: 'GET',
  path: `${ME_BASE}/addresses`,
  handler: 'customer-account/list-addresses',
  surface: 'checkout',
  auth: customerSession,
  summary: 'List the saved addresses',
  description: 'Newest first, at most 20 (one read). `default` marks the default address.',
  response: { status: 200, body: z.object({ addresses: z.array(customerAddressSchema) }) },
});
