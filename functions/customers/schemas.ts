import { customerPayloadSchema } from '../../shared/domains/customers/customer-payload';

export const customer = customerPayloadSchema.meta({ id: 'Customer' });
