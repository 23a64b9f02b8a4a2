import { api } from './http';
import type { Tenant } from './tenant';

/** Creates an agreement through the API and returns its response object. */
export async function createAgreement(tenant: Tenant, overrides: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/agreements', {
    token: tenant.token,
    body: { agreement: { title: 'Terms of sale', body: 'You agree to the terms.', ...overrides } },
  });
  if (res.status !== 201) throw new Error(`create agreement failed: ${res.status} ${res.text}`);
  return res.body.agreement as Record<string, any> & { id: number; title: string };
}
