import { describe, expect, it } from 'vitest';
import { companyCall, createItem } from '../helpers/storefront';
import { createTenant } from '../helpers/tenant';

/** SPEC: media slugs cannot be set. The document declares `slug` on update for the round trip only. */
describe('PUT /api/v202604/company/media/{id}: slug', () => {
  it('refuses another slug (422) and accepts the current one, as a read written back sends it', async () => {
    const tenant = await createTenant();
    const medium = await createItem(tenant, 'media', 'medium', { title: 'Launch clip' });
    const renamed = await companyCall(tenant, 'PUT', `/media/${medium.id}`, { medium: { slug: 'my-own-slug' } });
    expect(renamed.status, renamed.text).toBe(422);
    expect(Object.keys(renamed.body.errors)).toEqual(['medium.slug']);
    const kept = await companyCall(tenant, 'PUT', `/media/${medium.id}`, {
      medium: { slug: medium.slug, title: 'Launch clip (cut)' },
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.medium).toMatchObject({ slug: medium.slug, title: 'Launch clip (cut)' });
  });
});
