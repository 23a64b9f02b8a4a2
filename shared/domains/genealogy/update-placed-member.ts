import type { Principal } from '../auth/principal';
import type { Member } from '../members/member-entity';
import { getMember } from '../members/member-store';
import { memberType, type MemberTypeSlug } from '../members/member-types';
import { updateMember, type MemberChanges } from '../members/update-member';
import { Conflict, ValidationFailed } from '../../platform/errors/domain-error';
import { changeSponsor } from './change-sponsor';
import type { TreeJob } from './tree-job-entity';

/** What the members v2025-06 PATCH changes; absent fields are kept. */
export type PlacedMemberChanges = Pick<
  MemberChanges,
  'first_name' | 'last_name' | 'phone' | 'username' | 'external_id' | 'active' | 'country_code'
> & { sponsor_id?: number | null };

/**
 * Updates a rep's or customer's profile (member-update rules, `member_updated`), then, when
 * `sponsor_id` is given, its sponsor (change-sponsor.ts: `member_sponsor_changed`, maybe a move
 * job). A value another member holds answers 422 as the surface does.
 */
export async function updatePlacedMember(
  principal: Principal,
  memberId: number,
  changes: PlacedMemberChanges,
  now: Date = new Date(),
): Promise<{ member: Member; job: TreeJob | null }> {
  const { sponsor_id: sponsorId, ...profile } = changes;
  const current = await getMember(principal.companyId, memberId);
  if (current.type === 'admin')
    throw new ValidationFailed({ member_id: ['names an admin: the members surface changes reps and customers'] });
  if (Object.values(profile).some((value) => value !== undefined))
    await asValidation(updateMember(principal, memberId, profile, now));
  if (sponsorId === undefined) return { member: await getMember(principal.companyId, memberId), job: null };
  const { member, job } = await changeSponsor(principal, memberId, sponsorId, now);
  return { member, job };
}

/** Sets a member's type: its kind follows the type (a rep needs a username). */
export async function setMemberType(
  principal: Principal,
  memberId: number,
  slug: MemberTypeSlug,
  now: Date = new Date(),
): Promise<Member> {
  const current = await getMember(principal.companyId, memberId);
  if (current.type === 'admin')
    throw new ValidationFailed({ member_id: ['names an admin: admins hold a role, not a member type'] });
  await updateMember(principal, memberId, { member_type: slug, type: memberType(slug).kind }, now);
  return getMember(principal.companyId, memberId);
}

async function asValidation<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Conflict && error.errors && typeof error.errors === 'object' && !Array.isArray(error.errors))
      throw new ValidationFailed(Object.fromEntries(Object.keys(error.errors).map((key) => [key, ['already exists']])));
    throw error;
  }
}
