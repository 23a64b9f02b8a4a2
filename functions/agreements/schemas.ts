import { z } from 'zod';
import { agreementPayloadSchema } from '../../shared/domains/agreements/agreement-payload';

// Missing objects say so plainly instead of zod's type message.
export const required = {
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : undefined),
};

/** Path of one agreement. */
export const agreementParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** An agreement as the admin surface shows it. */
export const agreementSchema = agreementPayloadSchema.meta({ id: 'Agreement' });

/** `{agreement}` */
export const agreementResponse = z.object({ agreement: agreementSchema });
