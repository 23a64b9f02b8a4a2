import type { Principal } from '../auth/principal';
import { outboxPut } from '../events/outbox';
import { transactWrite, type WriteItem } from '../../platform/db/transact';
import { Conflict } from '../../platform/errors/domain-error';
import { newNumericId } from '../../platform/ids';
import { claimChanges, memberClaims } from './member-guards';
import { memberEntity, memberSearchText, type Member, type MemberKind } from './member-entity';
import { checkMemberRules, DEFAULT_ADMIN_ROLE, memberRoleKey } from './member-rules';
import { memberView, type MemberView } from './member-view';
import { normalizeEmail } from '../../platform/schema/email';

/** What a caller gives to create a member (already validated for shape). */
export interface NewMember {
  type: MemberKind;
  email: string;
  first_name: string;
  last_name: string;
  username?: string | null;
  country_code: string;
  role?: string | null;
  active?: boolean;
  /** Set by enrollment (shared/use-cases/enroll-member.ts): the type enrolled as and the sponsoring rep. */
  member_type?: Member['member_type'];
  sponsor?: Member['sponsor'];
  external_id?: string | null;
  phone?: string | null;
}

/** Builds the stored member from input (ids, timestamps, defaults, search text). */
export function buildMember(companyId: number, input: NewMember, now: Date): Member {
  const at = now.toISOString();
  const fields = {
    email: normalizeEmail(input.email),
    first_name: input.first_name,
    last_name: input.last_name,
    username: input.username ?? null,
  };
  return {
    ...fields,
    id: newNumericId(now.getTime()),
    company_id: companyId,
    type: input.type,
    country_code: input.country_code,
    role: input.role === undefined && input.type === 'admin' ? DEFAULT_ADMIN_ROLE : (input.role ?? null),
    active: input.active ?? true,
    member_type: input.member_type ?? null,
    sponsor: input.sponsor ?? null,
    external_id: input.external_id ?? null,
    phone: input.phone ?? null,
    search_text: memberSearchText(fields),
    created_at: at,
    updated_at: at,
  };
}

/**
 * The items that create a member atomically: the member, its uniqueness claims and the
 * `member_created` outbox record. Claims follow the member at indexes 1.. in `claimed` order.
 */
export function newMemberWrites(
  member: Member,
  now: Date,
): { items: WriteItem[]; claimed: Array<'email' | 'username' | 'external_id' | null> } {
  const claims = claimChanges([], memberClaims(member), member.id);
  return {
    items: [
      memberEntity.create(member),
      ...claims.items,
      outboxPut({
        companyId: member.company_id,
        resource: 'member',
        event: 'created',
        data: { ...memberView(member) },
        occurredAt: now,
      }),
    ],
    claimed: claims.claimed,
  };
}

/** Creates a member of the caller's company: 409 when the email or a rep's username is taken. */
export async function createMember(
  principal: Principal,
  input: NewMember,
  now: Date = new Date(),
): Promise<MemberView> {
  const role = input.role === undefined ? undefined : await memberRoleKey(principal.companyId, input.role);
  const member = buildMember(principal.companyId, { ...input, role }, now);
  await checkMemberRules(principal, member, { country: true, role: true });
  const { items, claimed } = newMemberWrites(member, now);
  const { failedIndex } = await transactWrite(items);
  if (failedIndex !== undefined) throw claimConflict(failedIndex === 0 ? null : (claimed[failedIndex - 1] ?? null));
  return memberView(member);
}

/** The 409 for a failed claim (or an id collision when no claim failed). */
export function claimConflict(kind: 'email' | 'username' | 'external_id' | null): Conflict {
  if (kind === 'email')
    return new Conflict('A member of this company already has this email', {
      errors: { 'member.email': ['is already taken'] },
    });
  if (kind === 'username')
    return new Conflict('A rep of this company already has this username', {
      errors: { 'member.username': ['is already taken'] },
    });
  if (kind === 'external_id')
    return new Conflict('A member of this company already has this external id', {
      errors: { 'member.external_id': ['is already taken'] },
    });
  return new Conflict('The member was changed concurrently; retry');
}
