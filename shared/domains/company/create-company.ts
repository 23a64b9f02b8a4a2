import { Conflict } from '../../platform/errors/domain-error';
import { transactWrite, type WriteItem } from '../../platform/db/transact';
import { uniqueGuard } from '../../platform/db/unique';
import { newNumericId } from '../../platform/ids';
import { normalizeEmail } from '../../platform/schema/email';
import { newCompanyCountry } from './company-countries';
import { companyCountryEntity } from './company-country-entity';
import { companyEntity, type Company } from './company-entity';

export interface NewCompany {
  name: string;
  subdomain: string;
  email: string;
  country_code: string;
  currency_code: string;
  time_zone: string;
}

/**
 * Creates a company, claiming its shop identifier (subdomain) platform-wide and adding its home
 * country to its countries in the same transaction. `alsoWrite` adds items that must commit with
 * the company (sign-up's owner member).
 */
export async function createCompany(
  input: NewCompany,
  now: Date = new Date(),
  alsoWrite: (company: Company) => WriteItem[] = () => [],
): Promise<Company> {
  const company: Company = {
    ...input,
    email: normalizeEmail(input.email),
    bundle_subscriptions: false,
    subscription_dunning_final_action: 'pause',
    id: newNumericId(now.getTime()),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  const { failedIndex } = await transactWrite([
    companyEntity.create(company),
    uniqueGuard('subdomain', company.subdomain, { company_id: company.id }),
    companyCountryEntity.put(newCompanyCountry(company.id, company.country_code, {}, now)),
    ...alsoWrite(company),
  ]);
  if (failedIndex === 1)
    throw new Conflict(`Shop identifier ${input.subdomain} is already taken`, {
      errors: { 'company.subdomain': ['is already taken'] },
    });
  if (failedIndex !== undefined) throw new Conflict('Company id collision; retry');
  return company;
}
