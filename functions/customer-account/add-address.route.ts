import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { customerSession, ME_BASE } from './route-common';
import { addressInput, addressResponse } from './schemas';

const addAddressBody = z.object({
  address: addressInput,
  set_default: z
    .boolean()
    .optional()
    .describe('Make it the default address (the first address always is); default false'),
});

/** POST …/customers/me/addresses: saves an address. */
export const addAddressRoute = defineRoute({
  id: 'addCustomerAddress',
  method: 'POST',
  path: `${ME_BASE}/addresses`,
  handler: 'customer-account/add-address',
  surface: 'checkout',
  auth: customerSession,
  idempotent: false,
  summary: 'Save an address',
  description: 'Saves an address in the customer’s address book (at most 20: 422 beyond).',
  request: { body: addAddressBody },
  response: { status: 201, body: addressResponse },
  examples: {
    request: {
      address: {
        name: 'Ada Lovelace',
        address1: '1 Main St',
        city: 'New York',
        postal_code: '10001',
        country_code: 'US',
      },
      set_default: true,
    },
  },
});
