import { getCompany } from '../domains/company/company-store';
import { listRankHolders } from '../domains/field-ledger/rank-holders';
import { volumePeriod } from '../domains/field-ledger/volume-period';
import { matches, readMembers } from '../domains/genealogy/list-field-members';
import type { DirectoryFilters } from '../domains/members/member-directory';
import type { Member } from '../domains/members/member-entity';

/**
 * One cursor page of the members holding a rank in a period (default: the company's current
 * month): the rank's holder items (one Query), their members (one BatchGetItem), then the other
 * filters. The ledger ranks, the tree holds the members: neither domain may read the other's way.
 */
export async function listMembersAtRank(
  companyId: number,
  rankId: number,
  period: string | undefined,
  filters: DirectoryFilters,
  page: { limit: number; cursor?: string },
): Promise<{ members: Member[]; nextCursor: string | null }> {
  const { time_zone: timeZone } = await getCompany(companyId);
  const resolved = period ?? volumePeriod(new Date().toISOString(), timeZone);
  const { memberIds, nextCursor } = await listRankHolders(companyId, resolved, rankId, page);
  const members = await readMembers(companyId, memberIds);
  return { members: members.filter((member) => matches(member, filters)), nextCursor };
}
