import { z } from 'zod';

/** Body of capture and credit: an optional partial amount and metadata, wrapped in `transaction` as the contract has it. */
export const amountBody = z
  .object({
    transaction: z
      .object({
        amount_cents: z
          .number()
          .int()
          .min(1)
          .max(99_999_999)
          .optional()
          .describe('Partial amount in minor units; absent: all of it'),
        metadata: z.record(z.string(), z.unknown()).optional(),
      })
      .strict()
      .default({}),
  })
  .strict();

/** Body of void: optional metadata. */
export const voidBody = z
  .object({
    transaction: z
      .object({ metadata: z.record(z.string(), z.unknown()).optional() })
      .strict()
      .default({}),
  })
  .strict();
