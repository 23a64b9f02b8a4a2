import { Forbidden } from '../../platform/errors/domain-error';
import type { Permission } from './permissions';
import type { Principal } from './principal';

/**
 * The one rule every grant goes through: a principal never creates, assigns or acts on more
 * authority than it holds. `authority` is the permission set at stake (a role being created,
 * a token being minted, the role given to a member or already held by the member being changed,
 * the scopes of an installation); any permission the caller lacks answers 403 `{message}`:
 * `refusal` followed by the missing permissions. Used by roles, tokens, members and droplet installs, so a new route
 * that grants reuses it instead of restating it.
 *
 * @example assertWithinAuthority(principal, role.permissions, 'A role cannot hold permissions the caller lacks');
 */
export function assertWithinAuthority(principal: Principal, authority: Iterable<Permission>, refusal: string): void {
  const missing = [...new Set(authority)].filter((permission) => !principal.permissions.has(permission));
  if (missing.length > 0) throw new Forbidden({ message: `${refusal}: ${missing.join(', ')}` });
}
