import type { WriteItem } from '../../platform/db/transact';
import { uniqueGuard, uniqueKey } from '../../platform/db/unique';
import type { Member } from './member-entity';

/** A unique value a member holds within its company: its email, and a rep's username. */
export interface MemberClaim {
  kind: 'email' | 'username' | 'external_id';
  scope: string;
  value: string;
}

/** The unique values a member claims (usernames are unique among a company's reps, external ids among its members). */
export function memberClaims(
  member: Pick<Member, 'company_id' | 'type' | 'email' | 'username'> & Partial<Pick<Member, 'external_id'>>,
): MemberClaim[] {
  const claims: MemberClaim[] = [{ kind: 'email', scope: `member_email#${member.company_id}`, value: member.email }];
  if (member.type === 'rep' && member.username)
    claims.push({ kind: 'username', scope: `rep_username#${member.company_id}`, value: member.username });
  if (member.external_id)
    claims.push({ kind: 'external_id', scope: memberExternalIdScope(member.company_id), value: member.external_id });
  return claims;
}

/** Scope of the external id claims of a company's members. */
export function memberExternalIdScope(companyId: number): string {
  return `member_external_id#${companyId}`;
}

/**
 * Transaction items moving a member's claims from `before` to `after`: new values are claimed with
 * attribute_not_exists (so two writers can never both win), released values are deleted.
 * Returns each new claim's kind at its item index so a failed condition can name the field.
 */
export function claimChanges(
  before: MemberClaim[],
  after: MemberClaim[],
  memberId: number,
): { items: WriteItem[]; claimed: Array<MemberClaim['kind'] | null> } {
  const same = (a: MemberClaim, b: MemberClaim) => a.scope === b.scope && a.value === b.value;
  const items: WriteItem[] = [];
  const claimed: Array<MemberClaim['kind'] | null> = [];
  for (const claim of after.filter((a) => !before.some((b) => same(a, b)))) {
    items.push(uniqueGuard(claim.scope, claim.value, { member_id: memberId }));
    claimed.push(claim.kind);
  }
  for (const claim of before.filter((b) => !after.some((a) => same(a, b)))) {
    items.push({ Delete: { Key: uniqueKey(claim.scope, claim.value) } });
    claimed.push(null);
  }
  return { items, claimed };
}
