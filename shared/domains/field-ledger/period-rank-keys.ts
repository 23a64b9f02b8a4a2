import { companyPartition } from '../company/company-entity';
import { sortableId } from '../../platform/ids';

/**
 * A rep's rank in a period: `rank_id` (null: none), `version` (bumped by each change, the
 * condition of the next), `counted_under` (the sponsor whose frontline counts include it) and
 * `fl_<rank id>`: how many of its frontline members hold that rank in the period, kept by ADD in
 * the transaction of each frontline member's change, so qualified legs are read, never walked.
 */
export function periodRankKey(companyId: number, period: string, memberId: number) {
  return { pk: `${companyPartition(companyId)}#RANKS#${period}`, sk: `REP#${sortableId(memberId)}` };
}

/** A rank's holders in a period, one item each (the `rank_id` list filter reads it by Query). */
export function rankHolderKey(companyId: number, period: string, rankId: number, memberId?: number) {
  return {
    pk: `${companyPartition(companyId)}#RANK_HOLDERS#${period}#${sortableId(rankId)}`,
    sk: memberId === undefined ? '' : `M#${sortableId(memberId)}`,
  };
}

/** The attribute counting frontline members at a rank. */
export const frontlineAttribute = (rankId: number) => `fl_${rankId}`;
