import { assertWithinAuthority } from '../auth/authority';
import type { Principal } from '../auth/principal';
import { findRole } from '../auth/role-store';
import { Forbidden } from '../../platform/errors/domain-error';
import type { Member } from './member-entity';
import { OWNER_ROLE } from './member-rules';

/**
 * Refuses (403) a change to a member the caller has no authority over: whoever controls a member's
 * sign-in can become that member, so any change acts with the member's authority.
 * - The owner: only the owner's own dashboard session or a root admin.
 * - Any other admin: only a caller holding every permission of that admin's role.
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
