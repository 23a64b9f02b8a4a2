import { describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { buildOpenApiDocument } from '../../shared/edge/openapi/document';
import type { ParameterObject } from '../../shared/edge/openapi/types';
import { sortValues } from '../../shared/domains/storefront/engine/keys';
import { storefrontFamilies } from '../../shared/domains/storefront/families';

process.env.CURSOR_SIGNING_KEY ||= 'test';
const document = buildOpenApiDocument(manifest);
const queryOf = (path: string) =>
  ((document.paths[path]?.get?.parameters ?? []) as ParameterObject[]).filter((p) => p.in === 'query');

describe('OpenAPI documents every storefront route with its filters and sorts', () => {
  it.each(storefrontFamilies.map((family) => [family.plural, family] as const))('%s', (plural, family) => {
    for (const path of [`/api/v202604/company/${plural}`, `/api/v202604/${plural}`]) {
      const names = queryOf(path).map((p) => p.name);
      expect(names, path).toEqual(
        expect.arrayContaining([
          'q',
          'sort',
          'lang',
          'page[cursor]',
          'page[limit]',
          ...Object.keys(family.filters).map((f) => `filter[${f}]`),
        ]),
      );
      expect(names.includes('filter[country]'), path).toBe(family.countryScoped);
      expect(names.includes('country'), path).toBe(!family.countryScoped);
      const sort = queryOf(path).find((p) => p.name === 'sort')!;
      expect((sort.schema as { enum: string[] }).enum).toEqual(sortValues(family));
      expect(document.paths[path]!.get!.description).toContain(`default \`${family.defaultSort}\``);
    }
    expect(document.paths[`/api/v202604/company/${plural}`]!.post!.requestBody).toBeDefined();
    for (const method of ['get', 'put', 'delete'] as const)
      expect(document.paths[`/api/v202604/company/${plural}/{id}`]?.[method], method).toBeDefined();
    expect(document.paths[`/api/v202604/${plural}/{slug}`]?.get?.security).toEqual([
      { shopHeader: [] },
      { bearerAuth: [] },
      {},
    ]);
  });

  it('documents the member product lists and the company product list status values', () => {
    expect(document.paths['/api/v202604/categories/{slug}/products']?.get).toBeDefined();
    expect(document.paths['/api/v202604/collections/{slug}/products']?.get).toBeDefined();
    const status = queryOf('/api/v202604/company/products').find((p) => p.name === 'filter[status]')!;
    expect((status.schema as { enum: string[] }).enum).toEqual(['active', 'draft', 'archived']);
    expect(queryOf('/api/v202604/company/products').map((p) => p.name)).not.toContain('filter[active]');
    expect(document.components.securitySchemes.shopHeader).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Service-Shop',
    });
  });
});
