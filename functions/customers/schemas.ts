import { customerPayloadSchema } from '../../shared/domains/events/payload-order';

export const customer = customerPayloadSchema.meta({ id: 'Customer' });
