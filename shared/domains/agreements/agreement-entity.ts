import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';

/**
 * A company agreement (terms a customer accepts at checkout or enrollment). Lives in the company
 * partition under `AGREEMENT#<id>` (the admin list is one Query in id = creation order); `byPack`
 * on gsi1 groups a company's agreements by enrollment pack (`none` for company-wide ones) so an
 * enrollment pack lookup reads only its own.
 */
export const agreementEntity = defineEntity({
  name: 'agreement',
  schema: () =>
    z.object({
      id: z.number().int(),
      company_id: z.number().int(),
      title: z.string(),
      body: z.string(),
      show_at_checkout: z.boolean(),
      default_checked: z.boolean(),
      subscription_only: z.boolean(),
      standalone_on_checkout: z.boolean(),
      show_path: z.string().nullable(),
      enrollment_pack_id: z.number().int().nullable(),
      required: z.boolean(),
      active: z.boolean(),
      /** The agreement this one was bulk-cloned from; null for originals. */
      cloned_from_id: z.number().int().nullable(),
      version: z.number().int(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  keys: {
    primary: { pk: (a) => companyPartition(a.company_id), sk: (a) => agreementSortKey(a.id) },
    byPack: {
      index: 'gsi1',
      pk: (a) => `${companyPartition(a.company_id)}#AGREEMENTS#PACK#${a.enrollment_pack_id ?? 'none'}`,
      sk: (a) => agreementSortKey(a.id),
    },
  },
});

/** A stored agreement. */
export type Agreement = z.infer<typeof agreementEntity.schema>;

/** The fields an admin writes. */
export type AgreementDetails = Omit<
  Agreement,
  'id' | 'company_id' | 'cloned_from_id' | 'version' | 'created_at' | 'updated_at'
>;

/** Sort-key prefix of every agreement in a company partition. */
export const AGREEMENT_PREFIX = 'AGREEMENT#';

function agreementSortKey(id: number): string {
  return `${AGREEMENT_PREFIX}${sortableId(id)}`;
}
