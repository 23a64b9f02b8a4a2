import { assertWithinAuthority } from '../auth/authority';
import type { Principal } from '../auth/principal';
import { findRole } from '../auth/role-store';
import { Forbidden } from '../../platform/errors/domain-error';
import type { Member } from './member-entity';
import { OWNER_ROLE } from './member-rules';

/**
 * Refuses (403) a change to a member the caller has no authority over. Whoever controls a
 * member's sign-in (email, `active`, type, role) can become that member, so changing any field
 * of a member is acting with the member's authority:
 * - the owner is changed only by the owner's own dashboard session or a root admin (a company
 *   token or another admin holds the same permissions but is not the owner);
 * - any other admin only by a caller holding every permission of the admin's role, whether the
 *   admin is active or not (reactivating restores them). Reps hold no dashboard permission.
 */
export async function assertAuthorityOver(principal: Principal, member: Member): Promise<void> {
  if (member.role === OWNER_ROLE) {
    if (principal.isRootAdmin || principal.memberId === member.id) return;
    throw new Forbidden({ message: 'Only the owner can change the company owner' });
  }
  if (member.type !== 'admin' || member.role === null) return;
  const role = await findRole(member.company_id, member.role);
  assertWithinAuthority(principal, role?.permissions ?? [], 'This member holds permissions the caller lacks');
}
