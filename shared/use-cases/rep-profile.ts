import { getCompany } from '../domains/company/company-store';
import { readPeriodRankId } from '../domains/field-ledger/period-ranks';
import { previousPeriod } from '../domains/field-ledger/previous-period';
import { listRanks } from '../domains/field-ledger/rank-store';
import { volumePeriod } from '../domains/field-ledger/volume-period';
import { readVolumeTotals } from '../domains/field-ledger/volume-totals';
import { countsOf } from '../domains/genealogy/tree-listing';
import { findTreeNode } from '../domains/genealogy/tree-store';
import { findMember, getMember } from '../domains/members/member-store';
import type { Member } from '../domains/members/member-entity';
import type { Rank } from '../domains/field-ledger/rank-entity';

/**
 * A signed-in rep's own profile: who it is, its sponsor, its rank and volume this period and
 * last, and its team's size per level. A fixed number of reads (GetItems and the ranks' Query),
 * whatever the size of the team.
 */
export async function repProfile(companyId: number, memberId: number, now = new Date()) {
  const [company, member, node, ranks] = await Promise.all([
    getCompany(companyId),
    getMember(companyId, memberId),
    findTreeNode(companyId, memberId),
    listRanks(companyId),
  ]);
  const current = volumePeriod(now.toISOString(), company.time_zone);
  const last = previousPeriod(current);
  const [sponsor, rankNow, rankLast, volumeNow, volumeLast] = await Promise.all([
    node?.sponsor_id ? findMember(companyId, node.sponsor_id) : undefined,
    readPeriodRankId(companyId, current, memberId),
    readPeriodRankId(companyId, last, memberId),
    readVolumeTotals(companyId, memberId, current),
    readVolumeTotals(companyId, memberId, last),
  ]);
  const rankOf = (id: number | null) => {
    const rank = ranks.find((candidate: Rank) => candidate.id === id);
    return rank ? { id: String(rank.id), name: rank.name, order: rank.order } : null;
  };
  const period = (name: string, rankId: number | null, volume: typeof volumeNow) => ({
    period: name,
    rank: rankOf(rankId),
    pv: volume.pv,
    gv: volume.gv,
  });
  return {
    member: profileMember(member),
    sponsor: sponsor ? { id: String(sponsor.id), name: fullName(sponsor), username: sponsor.username } : null,
    current_period: period(current, rankNow, volumeNow),
    last_period: period(last, rankLast, volumeLast),
    team_counts: node ? countsOf(node) : [],
  };
}

function profileMember(member: Member) {
  return {
    id: String(member.id),
    name: fullName(member),
    email: member.email,
    username: member.username,
    country_code: member.country_code,
    member_type_slug: member.member_type ?? null,
  };
}

const fullName = (member: Member) => [member.first_name, member.last_name].filter(Boolean).join(' ');
