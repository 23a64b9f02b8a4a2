import { revokeMemberSessions } from '../auth/member-sessions';
import type { Principal } from '../auth/principal';
import { outboxPut } from '../events/outbox';
import { retryStaleWrites, StaleWrite } from '../../platform/db/retry-stale-write';
import { supersededBy } from '../../platform/db/superseded-write';
import { transactWrite } from '../../platform/db/transact';
import { claimConflict } from './create-member';
import { claimChanges, memberClaims } from './member-guards';
import { memberEntity, memberSearchText, type Member } from './member-entity';
import { assertAuthorityOver } from './member-authority';
import { checkMemberRules, checkOwnerKept, memberRoleKey } from './member-rules';
import { getMember } from './member-store';
import { memberView, type MemberView } from './member-view';
import { normalizeEmail } from '../../platform/schema/email';

/** Fields a member update may change; absent fields are kept. */
export type MemberChanges = Partial<
  Pick<
    Member,
    | 'type'
    | 'email'
    | 'first_name'
    | 'last_name'
    | 'username'
    | 'country_code'
    | 'role'
    | 'active'
    | 'member_type'
    | 'external_id'
    | 'phone'
  >
>;

/**
 * Applies a partial update (also deactivation) to a member of the caller's company: 403 beyond the
 * caller's authority (member-authority.ts), re-checks the rules the change touches, moves
 * uniqueness claims, and writes the member with `member_updated` in one transaction, conditioned
 * on the version read; a lost race is retried or superseded (retry-stale-write.ts).
 */
export async function updateMember(
  principal: Principal,
  id: number,
  changes: MemberChanges,
  now: Date = new Date(),
): Promise<MemberView> {
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as MemberChanges;
  const fields = Object.keys(defined) as (keyof MemberChanges)[];
  const { before, after } = await retryStaleWrites(
    async () => {
      const current = await getMember(principal.companyId, id);
      try {
        return await commitUpdate(principal, current, defined, now);
      } catch (error) {
        if (!(error instanceof StaleWrite)) throw error;
        const winner = await getMember(principal.companyId, id);
        if (
          supersededBy(
            fields.map((field) => current[field]),
            fields.map((field) => winner[field]),
          )
        )
          return { before: winner, after: winner };
        throw error;
      }
    },
    { conflictMessage: 'The member is being changed by many requests at once; retry' },
  );
  // Dashboard access follows the member's current state, not the state at sign-in.
  if ((before.active && !after.active) || before.role !== after.role)
    await revokeMemberSessions(principal.companyId, id, now);
  return memberView(after);
}

async function commitUpdate(
  principal: Principal,
  before: Member,
  defined: MemberChanges,
  now: Date,
): Promise<{ before: Member; after: Member }> {
  await assertAuthorityOver(principal, before);
  const merged = {
    ...before,
    ...defined,
    ...(defined.email === undefined ? {} : { email: normalizeEmail(defined.email) }),
    ...(defined.role === undefined ? {} : { role: await memberRoleKey(principal.companyId, defined.role) }),
  };
  // Only admins hold a dashboard role: turning an admin into a rep drops it, the reverse gives the default.
  if (defined.type && defined.type !== before.type && defined.role === undefined)
    merged.role = defined.type === 'admin' ? 'admin' : null;
  const after: Member = { ...merged, search_text: memberSearchText(merged), updated_at: now.toISOString() };
  checkOwnerKept(before, after);
  await checkMemberRules(principal, after, {
    country: after.country_code !== before.country_code,
    role: after.role !== before.role,
  });

  const claims = claimChanges(memberClaims(before), memberClaims(after), before.id);
  const { failedIndex } = await transactWrite([
    memberEntity.put(after, {
      condition: { expression: 'updated_at = :seen', values: { ':seen': before.updated_at } },
    }),
    ...claims.items,
    outboxPut({
      companyId: principal.companyId,
      resource: 'member',
      event: 'updated',
      data: { ...memberView(after) },
      occurredAt: now,
    }),
  ]);
  if (failedIndex === 0) throw new StaleWrite();
  if (failedIndex !== undefined) throw claimConflict(claims.claimed[failedIndex - 1] ?? null);
  return { before, after };
}
