import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';

/** Levels above the credited rep whose group volume an entry adds to (docs/field.md "Volume ledger"). */
export const GROUP_VOLUME_LEVELS = 20;

/**
 * One append-only ledger entry: volume credited to a rep in a period by one change of one order
 * (`placed`, or its n-th volume adjustment: a refund or the cancellation). Written once, with the
 * totals it adds to, conditioned on not existing: the key is the idempotency of the posting. Keeps
 * the ancestors its group volume went to, so a later reversal takes it back from the same members
 * even after a sponsor change. Amounts in hundredths.
 */
export const ledgerEntryEntity = defineEntity({
  name: 'ledger_entry',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      period: z.string(),
      rep_id: z.number().int(),
      order_id: z.number().int(),
      part: z.string(),
      kind: z.enum(['placed', 'refund', 'cancellation']),
      cv: z.number().int(),
      qv: z.number().int(),
      group_ancestors: z.array(z.number().int()),
      occurred_at: z.string(),
      recorded_at: z.string(),
    }),
  keys: {
    primary: {
      pk: (entry) => `${companyPartition(entry.company_id)}#LEDGER#${entry.period}`,
      sk: (entry) => `${sortableId(entry.rep_id)}#${sortableId(entry.order_id)}#${entry.part}`,
    },
  },
});

export type LedgerEntry = z.infer<typeof ledgerEntryEntity.schema>;

/**
 * A rep's volume totals for a period, kept by ADD in the transaction of each entry: personal
 * volume (orders credited to the rep) and group volume (the rep's own plus its downline's to
 * GROUP_VOLUME_LEVELS), in hundredths. Not in a schema's writes: `volumeTotals` reads them.
 */
export function volumeTotalsKey(companyId: number, period: string, repId: number) {
  return { pk: `${companyPartition(companyId)}#VOLUME#${period}`, sk: `REP#${sortableId(repId)}` };
}

/**
 * Which period one change of an order (`placed`, `adjustment#n`) was posted to, created in the
 * entry's transaction: the idempotency of a posting whatever period it went to (a change in a
 * closed period goes to a later one).
 */
export function ledgerPostingKey(companyId: number, orderId: number, part: string) {
  return { pk: `${companyPartition(companyId)}#LEDGER_POSTED#${sortableId(orderId)}`, sk: part };
}
