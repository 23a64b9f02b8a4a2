import type { z } from 'zod';
import type { customerPayloadSchema } from './customer-payload';
import type { Customer } from './customer-entity';

/** A customer as the API answers it and `customer_*` events carry it (no tenant, no search key). */
export function presentCustomer(customer: Customer): z.input<typeof customerPayloadSchema> {
  const { company_id: _tenant, search: _search, version: _version, ...view } = customer;
  return view;
}
