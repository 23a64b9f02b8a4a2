import { expect } from 'vitest';
import { api } from './http';
import type { Tenant } from './tenant';

/** A template file as the theme editor names it: `product/default`, `layout/theme`, `error_page/404`, `snippet/price`, `locale/es`. */
export type ThemeFiles = Record<string, string>;

const base = '/api/v202604/company/themes';

/** Creates a theme with the given files, each published at version 1; activates it unless told not to. */
export async function seedTheme(
  tenant: Tenant,
  files: ThemeFiles,
  options: { activate?: boolean; publish?: boolean } = {},
): Promise<number> {
  const theme = await api('POST', base, { token: tenant.token, body: { theme: { name: 'Test theme' } } });
  expect(theme.status).toBe(201);
  const themeId: number = theme.body.theme.id;
  for (const [file, source] of Object.entries(files)) {
    const [type, name] = file.split('/') as [string, string];
    const created = await api('POST', `${base}/${themeId}/templates`, {
      token: tenant.token,
      body: { template: { type, name, source } },
    });
    expect(created.status, created.text).toBe(201);
    if (options.publish !== false) {
      const published = await api(
        'POST',
        `${base}/${themeId}/templates/${created.body.template.id}/versions/1/publish`,
        { token: tenant.token },
      );
      expect(published.status).toBe(200);
    }
  }
  if (options.activate !== false)
    expect((await api('POST', `${base}/${themeId}/activate`, { token: tenant.token })).status).toBe(200);
  return themeId;
}

/** Requests a storefront page of the tenant's shop as a browser would (HTML accepted, no redirects followed). */
export async function visit(tenant: Tenant, path: string, headers: Record<string, string> = {}) {
  return api('GET', path, {
    redirect: 'manual',
    headers: {
      'x-service-shop': tenant.company.subdomain,
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
      ...headers,
    },
  });
}
