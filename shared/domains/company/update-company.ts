import { transactWrite, type WriteItem } from '../../platform/db/transact';
import { NotFound, ValidationFailed } from '../../platform/errors/domain-error';
import { companyCountryExists } from './company-countries';
import { companyEntity, type Company } from './company-entity';
import { getCompany } from './company-store';

/** Company settings an admin may change; the shop identifier is fixed at sign-up. */
export type CompanySettings = Partial<
  Pick<
    Company,
    | 'name'
    | 'email'
    | 'country_code'
    | 'currency_code'
    | 'time_zone'
    | 'bundle_subscriptions'
    | 'subscription_dunning_final_action'
  >
>;

/**
 * Updates the company's settings (only the fields given). A new home country must already be one
 * of the company's countries; that is checked in the same transaction as the write.
 */
export async function updateCompanySettings(
  companyId: number,
  settings: CompanySettings,
  now: Date = new Date(),
): Promise<Company> {
  if (Object.values(settings).every((value) => value === undefined)) return getCompany(companyId);
  const items: WriteItem[] = [
    companyEntity.update(
      { id: companyId },
      { set: { ...settings, updated_at: now.toISOString() } },
      { condition: 'attribute_exists(pk)' },
    ),
  ];
  if (settings.country_code) items.push(companyCountryExists(companyId, settings.country_code));
  const { failedIndex } = await transactWrite(items);
  if (failedIndex === 0) throw new NotFound('Company');
  if (failedIndex === 1)
    throw new ValidationFailed({ 'company.country_code': ["is not one of the company's countries; add it first"] });
  return getCompany(companyId);
}
