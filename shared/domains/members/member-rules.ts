import type { Principal } from '../auth/principal';
import { assertWithinAuthority } from '../auth/authority';
import { requireRole } from '../auth/role-store';
import { listCompanyCountryCodes } from '../company/company-countries';
import { ValidationFailed } from '../../platform/errors/domain-error';
import type { Member } from './member-entity';

/** The role only sign-up assigns: the company's owner, who can never be demoted or deactivated. */
export const OWNER_ROLE = 'owner';
/** Role an admin gets when none is given. */
export const DEFAULT_ADMIN_ROLE = 'admin';

/**
 * The stored key of a role given by its key or by the display name the roles list shows
 * (`Catalog Editor`), as api tokens take it: 422 on `member.role` when the company has no such
 * role. `null` (no role) stays null.
 */
export async function memberRoleKey(companyId: number, role: string | null): Promise<string | null> {
  if (role === null) return null;
  return (await requireRole(companyId, role, 'member.role', { acceptName: true })).key;
}

/**
 * Checks the rules that span fields or need the store, on the member as it would be saved:
 * reps need a username and hold no dashboard role; an admin's role must exist and may not grant
 * the caller more than it holds (403); the country must be one of the company's countries.
 * `changed` limits the store lookups to what the write actually changes.
 */
export async function checkMemberRules(
  principal: Principal,
  member: Member,
  changed: { country: boolean; role: boolean },
): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (member.type === 'rep' && !member.username) errors['member.username'] = ['is required for a rep'];
  if (member.type === 'rep' && member.role !== null)
    errors['member.role'] = ['must be blank for a rep (reps have no dashboard access)'];
  if (member.type === 'customer' && member.role !== null)
    errors['member.role'] = ['must be blank for a customer (customers have no dashboard access)'];
  if (changed.role && member.role === OWNER_ROLE)
    errors['member.role'] = ['cannot be assigned; the owner is set at sign-up'];
  if (changed.country && !(await listCompanyCountryCodes(member.company_id)).includes(member.country_code)) {
    errors['member.country_code'] = ["is not one of the company's countries"];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  if (!changed.role || member.role === null) return;
  assertWithinAuthority(
    principal,
    (await requireRole(member.company_id, member.role, 'member.role')).permissions,
    'A member cannot be given permissions the caller lacks',
  );
}

/** Refuses changes that would take the owner's access away (422). */
export function checkOwnerKept(before: Member, after: Member): void {
  if (before.role !== OWNER_ROLE) return;
  const errors: Record<string, string[]> = {};
  if (!after.active) errors['member.active'] = ['cannot be false for the company owner'];
  if (after.type !== 'admin') errors['member.type'] = ['cannot change for the company owner'];
  if (after.role !== OWNER_ROLE) errors['member.role'] = ['cannot change for the company owner'];
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}
