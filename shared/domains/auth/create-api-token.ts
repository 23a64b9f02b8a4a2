import { ValidationFailed } from '../../platform/errors/domain-error';
import { assertWithinAuthority } from './authority';
import { issueToken } from './issue-token';
import { permissions, publicTokenPermissions, type Permission } from './permissions';
import type { Principal } from './principal';
import { requireRole } from './role-store';
import type { ApiToken } from './api-token-entity';

/** What a caller asks for when creating a token through the tokens API. */
export interface ApiTokenRequest {
  kind: 'company' | 'partner' | 'public';
  name: string;
  role?: string | null;
  expires_at?: string | null;
}

/**
 * Creates a company, partner or public token for the caller's company.
 * - company: every permission, no role;
 * - partner: the permissions of its (built-in or custom) role;
 * - public: its role's permissions (or all) clamped to the public set, never writes.
 * A caller can never mint a token holding a permission the caller itself lacks (403).
 */
export async function createApiToken(
  principal: Principal,
  input: ApiTokenRequest,
  now: Date = new Date(),
): Promise<{ token: ApiToken; secret: string }> {
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime())
    throw new ValidationFailed({ 'api_token.expires_at': ['must be in the future'] });
  const { granted, role } = await grantedPermissions(principal.companyId, input);
  assertWithinAuthority(principal, granted, 'A token cannot hold permissions the caller lacks');
  return issueToken(
    { companyId: principal.companyId, kind: input.kind, name: input.name, role, permissions: granted, expiresAt },
    now,
  );
}

// `role` is the resolved role's key: a token created with the role's display name answers its key.
async function grantedPermissions(
  companyId: number,
  input: ApiTokenRequest,
): Promise<{ granted: Permission[]; role: string | null }> {
  switch (input.kind) {
    case 'company':
      if (input.role)
        throw new ValidationFailed({ 'api_token.role': ['must be blank: a company token holds every permission'] });
      return { granted: [...permissions], role: null };
    case 'partner': {
      if (!input.role) throw new ValidationFailed({ 'api_token.role': ['is required for a partner token'] });
      const role = await requireRole(companyId, input.role, 'api_token.role', { acceptName: true });
      return { granted: role.permissions, role: role.key };
    }
    case 'public': {
      const role = input.role
        ? await requireRole(companyId, input.role, 'api_token.role', { acceptName: true })
        : undefined;
      const granted = (role?.permissions ?? publicTokenPermissions).filter((permission) =>
        publicTokenPermissions.includes(permission),
      );
      if (granted.length === 0)
        throw new ValidationFailed({ 'api_token.role': ['grants no permission a public token may hold'] });
      return { granted, role: role?.key ?? null };
    }
  }
}
