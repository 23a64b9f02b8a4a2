import { beforeAll, describe, expect, it } from 'vitest';
import { demoThemeFiles } from '../../lib/local/demo-theme/files';
import { api } from '../helpers/http';
import { createItem } from '../helpers/storefront';
import { createTenant, type Tenant } from '../helpers/tenant';
import { seedTheme, visit } from '../helpers/themes';

/** Out of the box, the demo theme answers every page a shop links to: a rep's site and a pack's `canonical_url`. */
describe('the demo theme', () => {
  let shop: Tenant;
  beforeAll(async () => {
    shop = await createTenant();
    await seedTheme(shop, demoThemeFiles);
  });

  it("renders a rep's site", async () => {
    const created = await api('POST', '/api/company/members', {
      token: shop.token,
      body: {
        member: {
          type: 'rep',
          email: 'rita@example.com',
          first_name: 'Rita',
          last_name: 'Rep',
          username: 'ritarep',
          country_code: 'US',
        },
      },
    });
    expect(created.status, created.text).toBe(201);
    const site = await visit(shop, '/ritarep');
    expect(site.status, site.text).toBe(200);
    expect(site.text).toContain('with ritarep</h1>');
  });

  it("renders an enrollment pack at its canonical_url's path", async () => {
    const pack = await createItem(shop, 'enrollment_packs', 'enrollment_pack', {
      title: 'Starter',
      description: 'All you need to begin',
      status: 'published',
      active: true,
    });
    const page = await visit(shop, `/enrollment_packs/${pack.slug}`);
    expect(page.status, page.text).toBe(200);
    expect(page.text).toContain('<h1>Starter</h1>');
    expect(page.text).toContain('All you need to begin');
  });
});
