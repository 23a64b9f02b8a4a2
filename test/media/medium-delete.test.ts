import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../shared/platform/db/client';
import { mediumStatsKey } from '../../shared/domains/storefront/media/medium-stats';
import { api } from '../helpers/http';
import { companyCall, createItem } from '../helpers/storefront';
import { createTenant } from '../helpers/tenant';

const V = '/api/v202604';

describe('deleting a medium', () => {
  it('deletes its view and lead counters with it', async () => {
    const tenant = await createTenant();
    const medium = await createItem(tenant, 'media', 'medium', { title: 'Counted', status: 'published', active: true });
    const view = await api('POST', `${V}/media/${medium.slug}/views`, {
      headers: { 'x-service-shop': tenant.company.subdomain, 'user-agent': 'browser-a' },
    });
    expect(view.body.view.counted).toBe(true);
    const statsRow = async () =>
      (
        await db().send(
          new GetCommand({
            TableName: tableName(),
            Key: mediumStatsKey(tenant.company.id, medium.id),
            ConsistentRead: true,
          }),
        )
      ).Item;
    expect(await statsRow()).toMatchObject({ views: 1 });

    expect((await companyCall(tenant, 'DELETE', `/media/${medium.id}`)).status).toBe(200);

    expect((await companyCall(tenant, 'GET', `/media/${medium.id}`)).status).toBe(404);
    expect(await statsRow()).toBeUndefined();
  });
});
