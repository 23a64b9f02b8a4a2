import { describe, expect, it } from 'vitest';
import { createDroplet } from '../droplets/support';
import { api } from '../helpers/http';
import { companyCall, createItem } from '../helpers/storefront';
import { createTenant } from '../helpers/tenant';

/**
 * An operation whose OpenAPI document declares no request body refuses a body that carries
 * anything (422 keyed `body`), so the server and the document agree: a client never believes a
 * field it sent took effect. No body and `{}` carry nothing and pass.
 */
describe('operations without a request body', () => {
  it('POST /api/droplets/{uuid}/installations refuses a body; installs without one', async () => {
    const tenant = await createTenant();
    const { droplet } = await createDroplet(tenant.token);
    const path = `/api/droplets/${droplet.uuid}/installations`;

    const refused = await api('POST', path, { token: tenant.token, body: { installation: { scopes: ['orders'] } } });
    expect(refused.status, refused.text).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['body']);
    expect(refused.body.errors.body[0]).toMatch(/takes no body/);

    const installed = await api('POST', path, { token: tenant.token, body: {} });
    expect(installed.status, installed.text).toBe(201);
  });

  it('POST /api/v202604/company/pages/{id}/clone refuses a body; clones without one', async () => {
    const tenant = await createTenant();
    const page = await createItem(tenant, 'pages', 'page', { title: 'About us' });

    const refused = await companyCall(tenant, 'POST', `/pages/${page.id}/clone`, { page: { title: 'Mine' } });
    expect(refused.status, refused.text).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['body']);

    const cloned = await companyCall(tenant, 'POST', `/pages/${page.id}/clone`);
    expect(cloned.status, cloned.text).toBe(201);
    expect(cloned.body.page.title).toBe('About us (copy)');
  });
});
