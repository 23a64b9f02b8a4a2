import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';

/**
 * One change of a member's sponsor, kept forever: who changed it (the token, and the member
 * behind a dashboard session), when, from and to whom, and the job that moved a large downline.
 * Newest last in the member's range.
 */
export const sponsorChangeEntity = defineEntity({
  name: 'sponsor_change',
  schema: () =>
    z.object({
      id: z.number().int(),
      company_id: z.number().int(),
      member_id: z.number().int(),
      from_sponsor_id: z.number().int().nullable(),
      to_sponsor_id: z.number().int().nullable(),
      changed_by: z.object({ token_id: z.number().int(), member_id: z.number().int().nullable() }),
      changed_at: z.string(),
      job_id: z.string().nullable(),
    }),
  keys: {
    primary: {
      pk: (change) => companyPartition(change.company_id),
      sk: (change) => sponsorChangeSortKey(change.member_id, change.id),
    },
  },
});

export type SponsorChange = z.infer<typeof sponsorChangeEntity.schema>;

/** Sort key of a change; without an id, the prefix of a member's changes. */
export function sponsorChangeSortKey(memberId: number, id?: number): string {
  const prefix = `SPONSOR_CHANGE#${sortableId(memberId)}#`;
  return id === undefined ? prefix : `${prefix}${sortableId(id)}`;
}

/** A change as the API and `member_sponsor_changed` show it. */
export function sponsorChangeView(change: SponsorChange) {
  return {
    id: String(change.id),
    member_id: String(change.member_id),
    from_sponsor_id: change.from_sponsor_id === null ? null : String(change.from_sponsor_id),
    to_sponsor_id: change.to_sponsor_id === null ? null : String(change.to_sponsor_id),
    changed_by: {
      token_id: String(change.changed_by.token_id),
      member_id: change.changed_by.member_id === null ? null : String(change.changed_by.member_id),
    },
    changed_at: change.changed_at,
    job_id: change.job_id,
  };
}
