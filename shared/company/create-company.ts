import { Conflict } from '../http/errors';
import { transactWrite } from '../db/transact';
import { uniqueGuard } from '../db/unique';
import { newNumericId } from '../ids';
import { companyEntity, type Company } from './company-entity';

export interface NewCompany {
  name: string;
  subdomain: string;
  email: string;
  country_code: string;
  currency_code: string;
  time_zone: string;
}

/** Creates a company, claiming its shop identifier (subdomain) platform-wide in the same transaction. */
export async function createCompany(input: NewCompany, now: Date = new Date()): Promise<Company> {
  const company: Company = { ...input, id: newNumericId(now.getTime()), created_at: now.toISOString(), updated_at: now.toISOString() };
  const { failedIndex } = await transactWrite([
    { Put: { Item: companyEntity.toRecord(company), ConditionExpression: 'attribute_not_exists(pk)' } },
    uniqueGuard('subdomain', company.subdomain, { company_id: company.id }),
  ]);
  if (failedIndex === 1) throw new Conflict(`Shop identifier ${input.subdomain} is already taken`, { errors: { 'company.subdomain': ['is already taken'] } });
  if (failedIndex !== undefined) throw new Conflict('Company id collision; retry');
  return company;
}
