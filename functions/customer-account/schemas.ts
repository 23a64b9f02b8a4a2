import { z } from 'zod';
import { addressSchema } from '../../shared/domains/checkout/cart-entity';
import { storableIdParam } from '../../shared/platform/schema/storable';
import { addressBody } from '../carts/address-schemas';

/** A saved address of the customer's address book (OpenAPI component `CustomerAddress`). */
export const customerAddressSchema = addressSchema
  .extend({
    id: z.number().int(),
    default: z.boolean().describe('The address new subscriptions and checkouts start from'),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'CustomerAddress' });

export const addressParams = z.object({ id: storableIdParam });

export const addressResponse = z.object({ address: customerAddressSchema });

/** A new or changed address: the checkout's address fields, and whether it becomes the default. */
export const addressInput = addressBody;
