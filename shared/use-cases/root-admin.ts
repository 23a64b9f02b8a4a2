import { signUpCompany } from './sign-up';
import { PLATFORM_OPERATOR_SUBDOMAIN } from '../domains/company/subdomain';
import { readUniqueClaim } from '../platform/db/unique';
import { Conflict } from '../platform/errors/domain-error';
import type { ApiToken } from '../domains/auth/api-token-entity';
import { issueToken } from '../domains/auth/issue-token';
import { permissions } from '../domains/auth/permissions';

/**
 * The platform operator's company (shop identifier `platform`, reserved for merchants), created on
 * first use. Root-admin tokens belong to it.
 */
export async function ensurePlatformOperatorCompany(): Promise<number> {
  const existing = await findCompanyIdBySubdomain(PLATFORM_OPERATOR_SUBDOMAIN);
  if (existing !== undefined) return existing;
  try {
    const { company } = await signUpCompany(
      {
        name: 'Platform operator',
        subdomain: PLATFORM_OPERATOR_SUBDOMAIN,
        email: process.env.PLATFORM_OPERATOR_EMAIL ?? 'operator@platform.invalid',
        country_code: 'US',
      },
      { sendLink: false },
    );
    return company.id;
  } catch (error) {
    // Another process created it first: use theirs.
    if (error instanceof Conflict) return (await findCompanyIdBySubdomain(PLATFORM_OPERATOR_SUBDOMAIN))!;
    throw error;
  }
}

/**
 * Issues a root-admin token (prefix `rat_`, every permission, may act across companies where the
 * spec allows) for the platform operator's company; the secret is returned once.
 *
 * @example const { secret } = await issueRootAdminToken('Ops on-call');
 */
export async function issueRootAdminToken(name: string): Promise<{ token: ApiToken; secret: string }> {
  const companyId = await ensurePlatformOperatorCompany();
  return issueToken({ companyId, kind: 'root_admin', name, permissions });
}

/** The company that holds a shop identifier, from its uniqueness guard (one GetItem). */
export async function findCompanyIdBySubdomain(subdomain: string): Promise<number | undefined> {
  return (await readUniqueClaim('subdomain', subdomain, { consistent: true }))?.company_id as number | undefined;
}
