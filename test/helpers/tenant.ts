import { randomUUID } from 'node:crypto';
import { issueToken, type IssueTokenInput } from '../../shared/domains/auth/issue-token';
import { permissions, type Permission } from '../../shared/domains/auth/permissions';
import { createCompany } from '../../shared/domains/company/create-company';
import type { Company } from '../../shared/domains/company/company-entity';

export interface Tenant {
  company: Company;
  /** Company token with every permission. */
  token: string;
  /** Issues another token of this company. */
  tokenWith(overrides: Partial<Omit<IssueTokenInput, 'companyId'>>): Promise<string>;
}

/** A fresh company with its own token, so tests never share data and can run in parallel. */
export async function createTenant(
  overrides: { name?: string; country_code?: string; time_zone?: string } = {},
): Promise<Tenant> {
  const suffix = randomUUID().slice(0, 8);
  const company = await createCompany({
    name: overrides.name ?? `Test Co ${suffix}`,
    subdomain: `test-${suffix}`,
    email: `owner-${suffix}@example.com`,
    country_code: overrides.country_code ?? 'US',
    currency_code: 'USD',
    time_zone: overrides.time_zone ?? 'UTC',
  });
  const tokenWith = async (input: Partial<Omit<IssueTokenInput, 'companyId'>>) =>
    (
      await issueToken({
        companyId: company.id,
        kind: 'company',
        name: 'test',
        permissions: [...permissions] as Permission[],
        ...input,
      })
    ).secret;
  return { company, token: await tokenWith({}), tokenWith };
}
