import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

describe('an error envelope lists at most 50 problems and counts the rest', () => {
  it('a body with 5,000 unknown keys: 50 listed, meta.errors_omitted 4,950, a small body', async () => {
    const merchant = await createTenant();
    const unknown = Object.fromEntries(Array.from({ length: 5_000 }, (_, index) => [`unknown_${index}`, 1]));
    const res = await api('POST', '/api/droplets', {
      token: merchant.token,
      body: { droplet: { name: 'Many keys', ...unknown } },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toHaveLength(50);
    expect(res.body.errors['droplet.unknown_0']).toEqual([expect.stringMatching(/^is not a known key/)]);
    expect(res.body.meta).toMatchObject({ code: 'validation_failed', errors_omitted: 4_950 });
    expect(res.text.length).toBeLessThan(20_000);
  });

  it('a bag within the bound is answered whole, without errors_omitted', async () => {
    const merchant = await createTenant();
    const res = await api('POST', '/api/droplets', {
      token: merchant.token,
      body: { droplet: { name: 'Few keys', unknown_a: 1, unknown_b: 2 } },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['droplet.unknown_a', 'droplet.unknown_b']);
    expect(res.body.meta).not.toHaveProperty('errors_omitted');
  });
});
