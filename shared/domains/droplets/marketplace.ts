import { listCompanyCountryCodes } from '../company/company-countries';
import { countryFacts } from '../company/country-data';
import { sliceOffsetPage } from '../../platform/schema/offset-page';
import { dropletEntity, type Droplet } from './droplet-entity';
import { operatesIn } from './droplet-settings';
import { queryAll } from '../../platform/db/query-all';

/**
 * One offset page of the marketplace as a company sees it: active, publicly available droplets
 * that operate in at least one of the company's countries, by name.
 *
 * Cost: one Query (paged per MB) over the sparse marketplace index, which holds only listed
 * droplets, then the country filter in code. The company's countries are alpha-2 and droplets
 * declare alpha-3, so they are converted with the ISO data of `countries-list`.
 */
export async function listMarketplace(
  companyId: number,
  page: { page: number; perPage: number },
): Promise<{ droplets: Droplet[]; totalCount: number }> {
  const [listed, alpha3] = await Promise.all([queryListed(), companyAlpha3Countries(companyId)]);
  const available = listed.filter(
    (droplet) => droplet.active && droplet.publicly_available && operatesIn(droplet.settings, alpha3),
  );
  return { droplets: sliceOffsetPage(available, page.page, page.perPage), totalCount: available.length };
}

/** The company's countries as ISO alpha-3 codes (droplets declare alpha-3, companies store alpha-2). */
export async function companyAlpha3Countries(companyId: number): Promise<string[]> {
  const alpha2 = await listCompanyCountryCodes(companyId);
  return alpha2.map((code) => countryFacts(code)?.iso3).filter((code): code is string => code !== undefined);
}

async function queryListed(): Promise<Droplet[]> {
  return (await queryAll(dropletEntity.query('marketplace', {}))).map((item) => dropletEntity.fromRecord(item));
}
