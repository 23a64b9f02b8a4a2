import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';

/**
 * A closure row: `member_id` is `level` levels below `ancestor_id` (1..DOWNLINE_LEVELS). One
 * partition per ancestor, sorted by level then member, so "level n of X's downline" is one Query
 * on `DOWNLINE#X` with the prefix `L0n#`, paged, and the whole bounded downline is the partition.
 */
export const downlineRowEntity = defineEntity({
  name: 'downline_row',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      ancestor_id: z.number().int(),
      member_id: z.number().int(),
      level: z.number().int(),
    }),
  keys: {
    primary: {
      pk: (row) => downlinePartition(row.company_id, row.ancestor_id),
      sk: (row) => downlineSortKey(row.level, row.member_id),
    },
  },
});

export type DownlineRow = z.infer<typeof downlineRowEntity.schema>;

/** The partition of one ancestor's closure rows. */
export function downlinePartition(companyId: number, ancestorId: number): string {
  return `${companyPartition(companyId)}#DOWNLINE#${sortableId(ancestorId)}`;
}

/** Sort key of a row; with no member, the prefix of a whole level. */
export function downlineSortKey(level: number, memberId?: number): string {
  const prefix = `L${String(level).padStart(2, '0')}#`;
  return memberId === undefined ? prefix : `${prefix}${sortableId(memberId)}`;
}
