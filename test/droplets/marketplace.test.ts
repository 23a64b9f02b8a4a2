import { beforeAll, describe, expect, it } from 'vitest';
import { issueRootAdminToken } from '../../shared/use-cases/root-admin';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';
import { createDroplet, marketplaceUuids } from './support';

type Listing = { active: boolean; publicly_available: boolean; countries?: string[] | null };

/** The droplets of one vendor, each in a listing state the marketplace rule decides on. */
const cases: Record<string, Listing> = {
  everywhere: { active: true, publicly_available: true, countries: null },
  everywhereNoSettings: { active: true, publicly_available: true },
  nowhere: { active: true, publicly_available: true, countries: [] },
  germany: { active: true, publicly_available: true, countries: ['DEU'] },
  franceOrSpain: { active: true, publicly_available: true, countries: ['FRA', 'ESP'] },
  inactive: { active: false, publicly_available: true, countries: null },
  private: { active: true, publicly_available: false, countries: null },
};

const uuids: Record<string, string> = {};
beforeAll(async () => {
  const vendor = await createTenant();
  const root = (await issueRootAdminToken('marketplace tests')).secret;
  for (const [name, listing] of Object.entries(cases)) {
    const settings = listing.countries === undefined ? undefined : { service_operational_countries: listing.countries };
    const { droplet } = await createDroplet(vendor.token, {
      name: `Market ${name}`,
      active: listing.active,
      ...(settings ? { settings } : {}),
    });
    if (listing.publicly_available)
      await api('PUT', `/api/droplets/${droplet.uuid}`, {
        token: root,
        body: { droplet: { publicly_available: true } },
      });
    uuids[name] = droplet.uuid;
  }
});

async function visibleCases(token: string): Promise<string[]> {
  const listed = new Set(await marketplaceUuids(token));
  return Object.keys(uuids)
    .filter((name) => listed.has(uuids[name]!))
    .sort();
}

describe("GET /api/droplets/marketplace: active, publicly available droplets operating in one of the company's countries", () => {
  it.each([
    ['a US company (USA)', 'US', [], ['everywhere', 'everywhereNoSettings']],
    ['a German company (DEU)', 'DE', [], ['everywhere', 'everywhereNoSettings', 'germany']],
    [
      'a US company that also sells in Spain (alpha-2 ES → ESP)',
      'US',
      ['ES'],
      ['everywhere', 'everywhereNoSettings', 'franceOrSpain'],
    ],
    [
      'a German company that also sells in France',
      'DE',
      ['FR'],
      ['everywhere', 'everywhereNoSettings', 'franceOrSpain', 'germany'],
    ],
  ])(
    '%s sees exactly its droplets (null = everywhere, [] = nowhere, inactive and private never)',
    async (_case, home, extra, expected) => {
      const company = await createTenant({ country_code: home });
      for (const iso of extra)
        expect(
          (await api('POST', '/api/company/countries', { token: company.token, body: { country: { iso } } })).status,
        ).toBe(201);
      expect(await visibleCases(company.token)).toEqual([...expected].sort());
    },
  );

  it('answers the public view, never the lifecycle URLs', async () => {
    const company = await createTenant();
    const res = await api('GET', '/api/droplets/marketplace?per_page=100', { token: company.token });
    const mine = res.body.droplets.find((droplet: { uuid: string }) => droplet.uuid === uuids.everywhere);
    expect(mine).toBeDefined();
    expect(mine).not.toHaveProperty('install_webhook_url');
    expect(mine).not.toHaveProperty('lifecycle_contract_version');
  });
});

describe('POST /api/droplets/{uuid}/installations: what a company may install', () => {
  it.each([
    ['a listed droplet operating in its country', 'germany', 'DE', 201],
    ['a listed droplet operating elsewhere', 'germany', 'US', 422],
    ['a listed droplet operating nowhere', 'nowhere', 'US', 422],
    ["another company's private droplet", 'private', 'US', 404],
    ["another company's inactive droplet", 'inactive', 'US', 404],
  ])('%s → %s', async (_case, name, home, status) => {
    const company = await createTenant({ country_code: home });
    const res = await api('POST', `/api/droplets/${uuids[name]}/installations`, { token: company.token });
    expect(res.status).toBe(status);
  });

  it('its own droplet, whatever its state', async () => {
    const owner = await createTenant();
    const { droplet } = await createDroplet(owner.token, { settings: { service_operational_countries: [] } });
    const res = await api('POST', `/api/droplets/${droplet.uuid}/installations`, { token: owner.token });
    expect(res.status).toBe(201);
    expect(res.body.installation).toMatchObject({ droplet_uuid: droplet.uuid, active: true });
  });
});
