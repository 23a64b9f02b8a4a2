import { z } from 'zod';
import { addressSchema } from '../checkout/cart-entity';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';

/** A saved address of a customer's address book. */
export const savedAddressSchema = addressSchema.extend({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/**
 * A customer's saved addresses as one item per customer (`…#CUSTOMER_ADDRESSES#<id>`): listing
 * is one GetItem, and every change is one write conditioned on the version read, so the default
 * and the list never disagree under concurrent changes.
 */
export const addressBookEntity = defineEntity({
  name: 'customer_address_book',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      customer_id: z.number().int(),
      addresses: z.array(savedAddressSchema),
      default_address_id: z.number().int().nullable(),
      version: z.number().int(),
    }),
  keys: {
    primary: {
      pk: (b) => `${companyPartition(b.company_id)}#CUSTOMER_ADDRESSES#${sortableId(b.customer_id)}`,
      sk: () => 'ADDRESS_BOOK',
    },
  },
});

export type AddressBook = z.infer<typeof addressBookEntity.schema>;
