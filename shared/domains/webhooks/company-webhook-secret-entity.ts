import { z } from 'zod';
import { defineEntity } from '../../platform/db/entity';
import { companyPartition } from '../company/company-entity';

/** The company's webhook signing secret, stored sealed (secret-box.ts), one item per company. */
export const companyWebhookSecretEntity = defineEntity({
  name: 'company_webhook_secret',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      sealed_secret: z.string(),
      created_at: z.string(),
      /** When the secret was shown in full (its one reveal). */
      revealed_at: z.string().optional(),
    }),
  keys: {
    primary: { pk: (stored) => companyPartition(stored.company_id), sk: () => 'WEBHOOK_SIGNING_SECRET' },
  },
});
