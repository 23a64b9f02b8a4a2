import { NotFound } from '../../platform/errors/domain-error';
import { companyEntity, type Company } from './company-entity';

/** Reads one company (strongly consistent GetItem, so a settings update reads back its own write); 404 when it does not exist. */
export async function getCompany(companyId: number): Promise<Company> {
  const company = await companyEntity.get({ id: companyId }, { consistent: true });
  if (!company) throw new NotFound('Company');
  return company;
}
