import { beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type Tenant } from '../helpers/tenant';
import { seedTheme, visit } from '../helpers/themes';

/**
 * No template outruns the 500 ms render budget (README "Sandbox") by more than a small
 * margin, even when one output tag does all the work between liquidjs's own checks; the page then
 * renders the theme's 503 page (SPEC "Storefront error pages" 3). The bound asserted is generous
 * (the machine running the tests is shared); unbounded, each case takes seconds to minutes.
 */
const BOUND_MS = 2_000;
const layout = '<html><body>{{ content_for_layout }}</body></html>';
const errorTemplate = '<h1>{{ error.status_code }} {{ error.status_message }}</h1>';

/** Each template keeps one core busy far past the budget. */
const heavyTemplates = [
  [
    'three natural sorts of a 4.9 M range in one output tag',
    '{{ (1..4900000) | sort_natural | sort_natural | sort_natural | size }}',
  ],
  // The range alone is ~0.4 s on a quick machine (under the budget there); summing a property of
  // each of its items adds seconds without allocating past the memory budget.
  ['a range as large as the memory budget allows, summed by a property', "{{ (1..19999999) | sum: 'size' }}"],
  [
    'repeated sort, map and join of a large array',
    "{% assign items = (1..200000) %}{% for i in (1..50) %}{{ items | sort | reverse | join: ',' | split: ',' | map: 'size' | uniq | size }}{% endfor %}",
  ],
  ['a filter expression evaluated over a large range', "{{ (1..3000000) | where_exp: 'n', 'n > 1' | size }}"],
  [
    'a string doubled by append inside a loop, then split and sorted',
    "{% assign s = 'abcdefgh' %}{% for i in (1..20) %}{% assign s = s | append: s %}{% endfor %}{{ s | split: '' | sort_natural | join | size }}",
  ],
] as const;

async function timedVisit(shop: Tenant, path: string) {
  const started = performance.now();
  const page = await visit(shop, path);
  return { page, elapsed: performance.now() - started };
}

describe('a theme cannot outrun its render budget', () => {
  let light: Tenant;
  beforeAll(async () => {
    light = await createTenant({ name: 'Light Shop' });
    await seedTheme(light, { 'layout/theme': layout, 'home/default': '<p>Welcome to {{ shop.name | escape }}</p>' });
  });

  it.each(heavyTemplates)('%s: ends in the theme 503 page within the bound', async (_case, source) => {
    const shop = await createTenant();
    await seedTheme(shop, { 'layout/theme': layout, 'home/default': source, 'error_page/503': errorTemplate });

    const { page, elapsed } = await timedVisit(shop, '/');

    expect(page.status).toBe(503);
    expect(page.text).toContain('<h1>503 Something went wrong</h1>');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(elapsed).toBeLessThan(BOUND_MS);
  });

  it('a runaway render does not stall another shop’s page requested at the same time', async () => {
    const heavy = await createTenant();
    await seedTheme(heavy, {
      'layout/theme': layout,
      'home/default': heavyTemplates[0][1],
      'error_page/503': errorTemplate,
    });

    const [slow, quick] = await Promise.all([
      timedVisit(heavy, '/'),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() => timedVisit(light, '/')),
    ]);

    expect(slow.page.status).toBe(503);
    expect(quick.page.status).toBe(200);
    expect(quick.page.text).toContain('Welcome to Light Shop');
    expect(quick.elapsed).toBeLessThan(BOUND_MS);
  });
});
