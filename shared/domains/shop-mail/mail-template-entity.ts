import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';

/** Sort-key prefix of a company's mail template settings. */
export const MAIL_TEMPLATE_SK_PREFIX = 'MAIL_TEMPLATE#';

/**
 * A merchant's changes to one transactional mail (`COMPANY#c / MAIL_TEMPLATE#<key>`): its own
 * subject and body (null: the default), the on/off switch, and for the renewal reminder how many
 * days before and for which renewals. A key without an item sends the default.
 */
export const mailTemplateEntity = defineEntity({
  name: 'mail_template',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      key: z.string(),
      subject: z.string().nullable().default(null),
      body: z.string().nullable().default(null),
      enabled: z.boolean().default(true),
      days_before: z.number().int().nullable().default(null),
      every_renewal: z.boolean().nullable().default(null),
      updated_at: z.string(),
    }),
  keys: {
    primary: { pk: (t) => companyPartition(t.company_id), sk: (t) => `${MAIL_TEMPLATE_SK_PREFIX}${t.key}` },
  },
});

export type StoredMailTemplate = z.infer<typeof mailTemplateEntity.schema>;
