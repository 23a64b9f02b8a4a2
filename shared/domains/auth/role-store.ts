import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { writeItem } from '../../platform/db/write-item';
import { Conflict, ValidationFailed } from '../../platform/errors/domain-error';
import { assertWithinAuthority } from './authority';
import type { Permission } from './permissions';
import type { Principal } from './principal';
import { roleEntity } from './role-entity';
import { builtInRoles, type BuiltInRole } from './roles';

/** A role as the API shows it: built-in or custom. */
export interface RoleView {
  key: string;
  name: string;
  permissions: Permission[];
  built_in: boolean;
  created_at: string | null;
}

/** Derives a custom role's key from its name: `Support Team` → `support_team`. */
export function roleKey(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

function builtInView(key: BuiltInRole): RoleView {
  const role = builtInRoles[key];
  return { key, name: role.name, permissions: [...role.permissions], built_in: true, created_at: null };
}

function isBuiltIn(key: string): key is BuiltInRole {
  return Object.hasOwn(builtInRoles, key);
}

/** Every role of a company: the built-ins first, then custom roles by key (one Query, paged through). */
export async function listRoles(companyId: number): Promise<RoleView[]> {
  const custom: RoleView[] = (
    await roleEntity.queryAll('primary', { company_id: companyId }, { skPrefix: 'ROLE#' })
  ).map((role) => {
    return {
      key: role.key,
      name: role.name,
      permissions: role.permissions,
      built_in: false,
      created_at: role.created_at,
    };
  });
  return [...(Object.keys(builtInRoles) as BuiltInRole[]).map(builtInView), ...custom];
}

/** Finds a built-in or custom role by key; undefined when the company has no such role. */
export async function findRole(companyId: number, key: string): Promise<RoleView | undefined> {
  if (isBuiltIn(key)) return builtInView(key);
  const role = await roleEntity.get({ company_id: companyId, key }, { consistent: true });
  if (!role) return undefined;
  return {
    key: role.key,
    name: role.name,
    permissions: role.permissions,
    built_in: false,
    created_at: role.created_at,
  };
}

/**
 * Resolves a role from input, answering 422 on `field` when the company has no such role. With
 * `acceptName`, also by the name the roles list shows (`Catalog Editor`; a role's key is derived
 * from its name): the caller then stores the answered role's `key`, never the input.
 */
export async function requireRole(
  companyId: number,
  keyOrName: string,
  field: string,
  options: { acceptName?: boolean } = {},
): Promise<RoleView> {
  const derived = options.acceptName ? roleKey(keyOrName) : '';
  const role =
    (await findRole(companyId, keyOrName)) ??
    (derived && derived !== keyOrName ? await findRole(companyId, derived) : undefined);
  if (!role || (role.key !== keyOrName && role.name.toLowerCase() !== keyOrName.toLowerCase())) {
    throw new ValidationFailed({
      [field]: [
        options.acceptName
          ? 'is not a role of this company (give its key or its name from GET /api/company/roles)'
          : 'is not a role of this company',
      ],
    });
  }
  return role;
}

/**
 * Creates a custom role of the caller's company; its key comes from the name and must not clash
 * with any other role (409). A role never holds a permission its creator lacks (403).
 */
export async function createRole(
  principal: Principal,
  input: { name: string; permissions: readonly Permission[] },
  now: Date = new Date(),
): Promise<RoleView> {
  assertWithinAuthority(principal, input.permissions, 'A role cannot hold permissions the caller lacks');
  const companyId = principal.companyId;
  const key = roleKey(input.name);
  if (!key) throw new ValidationFailed({ 'role.name': ['must contain a letter or a digit'] });
  const clash = () =>
    new Conflict(`A role with the key ${key} already exists`, { errors: { 'role.name': ['is already taken'] } });
  if (isBuiltIn(key)) throw clash();
  const role = {
    company_id: companyId,
    key,
    name: input.name,
    permissions: [...new Set(input.permissions)],
    created_at: now.toISOString(),
  };
  try {
    await writeItem(roleEntity.create(role));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw clash();
    throw error;
  }
  return { key, name: role.name, permissions: role.permissions, built_in: false, created_at: role.created_at };
}
