import { Forbidden } from '../../platform/errors/domain-error';
import type { Permission } from './permissions';
import type { Principal } from './principal';

/**
 * The one rule every grant goes through: a principal never creates, assigns or acts on more
 * authority than it holds. Any permission of `authority` the caller lacks answers 403 `{message}`
 * (`refusal` plus the missing permissions). A new route that grants reuses it.
 *
 * @example assertWithinAuthority(principal, role.permissions, 'A role cannot hold permissions the caller lacks');
 */
export function assertWithinAuthority(principal: Principal, authority: Iterable<Permission>, refusal: string): void {
  const missing = [...new Set(authority)].filter((permission) => !principal.permissions.has(permission));
  if (missing.length > 0) throw new Forbidden({ message: `${refusal}: ${missing.join(', ')}` });
}
