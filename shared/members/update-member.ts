import { revokeMemberSessions } from '../auth/member-sessions';
import type { Principal } from '../auth/principal';
import { outboxPut } from '../events/outbox';
import { retryStaleWrites, StaleWrite } from '../db/retry-stale-write';
import { transactWrite } from '../db/transact';
import { claimConflict } from './create-member';
import { claimChanges, memberClaims } from './member-guards';
import { memberEntity, memberSearchText, type Member } from './member-entity';
import { assertAuthorityOver } from './member-authority';
import { checkMemberRules, checkOwnerKept, memberRoleKey } from './member-rules';
import { getMember } from './member-store';
import { memberView, type MemberView } from './member-view';

/** Fields a member update may change; absent fields are kept. */
export type MemberChanges = Partial<Pick<Member, 'type' | 'email' | 'first_name' | 'last_name' | 'username' | 'country_code' | 'role' | 'active'>>;

/**
 * Applies a partial update (also deactivation) to a member of the caller's company: refuses a
 * member beyond the caller's authority (403, member-authority.ts), re-checks the rules the change
 * touches, moves uniqueness claims, and writes the member with the `member_updated` outbox record
 * in one transaction. The write is conditional on the version read;
 * losing to a concurrent update re-reads and re-checks (retryStaleWrites) instead of losing it.
 */
export async function updateMember(principal: Principal, id: number, changes: MemberChanges, now: Date = new Date()): Promise<MemberView> {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as MemberChanges;
  const { before, after } = await retryStaleWrites(() => commitUpdate(principal, id, defined, now), {
    conflictMessage: 'The member is being changed by many requests at once; retry',
  });
  // Dashboard access follows the member's current state, not the state at sign-in.
  if ((before.active && !after.active) || before.role !== after.role) await revokeMemberSessions(principal.companyId, id, now);
  return memberView(after);
}

async function commitUpdate(principal: Principal, id: number, defined: MemberChanges, now: Date): Promise<{ before: Member; after: Member }> {
  const before = await getMember(principal.companyId, id);
  await assertAuthorityOver(principal, before);
  const merged = { ...before, ...defined, ...(defined.role === undefined ? {} : { role: await memberRoleKey(principal.companyId, defined.role) }) };
  // A rep holds no dashboard role: turning an admin into a rep drops it, the reverse gives the default.
  if (defined.type && defined.type !== before.type && defined.role === undefined) merged.role = defined.type === 'rep' ? null : 'admin';
  const after: Member = { ...merged, search_text: memberSearchText(merged), updated_at: now.toISOString() };
  checkOwnerKept(before, after);
  await checkMemberRules(principal, after, { country: after.country_code !== before.country_code, role: after.role !== before.role });

  const claims = claimChanges(memberClaims(before), memberClaims(after), id);
  const { failedIndex } = await transactWrite([
    {
      Put: {
        Item: memberEntity.toRecord(after),
        ConditionExpression: 'updated_at = :seen',
        ExpressionAttributeValues: { ':seen': before.updated_at },
      },
    },
    ...claims.items,
    outboxPut({ companyId: principal.companyId, resource: 'member', event: 'updated', data: { ...memberView(after) }, occurredAt: now }),
  ]);
  if (failedIndex === 0) throw new StaleWrite();
  if (failedIndex !== undefined) throw claimConflict(claims.claimed[failedIndex - 1] ?? null);
  return { before, after };
}
