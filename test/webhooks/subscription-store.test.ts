import { randomBytes } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../shared/platform/db/client';
import { getCompanyWebhookSecret } from '../../shared/domains/webhooks/company-webhook-secret';
import { subscriptionEntity } from '../../shared/domains/webhooks/webhook-subscription-entity';
import {
  authTokenFor,
  deactivateSubscription,
  getSubscription,
  listActiveSubscriptions,
  signingSecretFor,
} from '../../shared/domains/webhooks/webhook-subscription-store';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

const url = 'https://hooks.example.com/receiver';

async function create(token: string, webhook: Record<string, unknown>): Promise<number> {
  const res = await api('POST', '/api/company/webhooks', { token, body: { webhook: { url, ...webhook } } });
  return res.body.webhook.id;
}

const ids = (subscriptions: { id: number }[]) => subscriptions.map((subscription) => subscription.id).sort();

describe('subscription store (what the delivery pipeline calls)', () => {
  it('listActiveSubscriptions returns exactly the active subscriptions of that company to that resource + event', async () => {
    const [tenant, other] = await Promise.all([createTenant(), createTenant()]);
    const wanted = [
      await create(tenant.token, { resource: 'member', event: 'created' }),
      await create(tenant.token, { resource: 'member', event: 'created' }),
    ];
    await create(tenant.token, { resource: 'member', event: 'created', active: false });
    await create(tenant.token, { resource: 'member', event: 'updated' });
    await create(tenant.token, { resource: 'company_event', event: 'created' });
    await create(other.token, { resource: 'member', event: 'created' });
    expect(ids(await listActiveSubscriptions(tenant.company.id, 'member', 'created'))).toEqual(wanted.sort());
  });

  it('deactivateSubscription takes it out of the active list with a reason; reactivating via PUT brings it back and clears the reason', async () => {
    const tenant = await createTenant();
    const id = await create(tenant.token, { resource: 'member', event: 'updated' });
    await deactivateSubscription(tenant.company.id, id, 'receiver answered 410 Gone');
    expect(await listActiveSubscriptions(tenant.company.id, 'member', 'updated')).toEqual([]);
    const shown = await api('GET', `/api/company/webhooks/${id}`, { token: tenant.token });
    expect(shown.body.webhook).toMatchObject({ active: false, disabled_reason: 'receiver answered 410 Gone' });

    const reactivated = await api('PUT', `/api/company/webhooks/${id}`, {
      token: tenant.token,
      body: { webhook: { active: true } },
    });
    expect(reactivated.body.webhook).toMatchObject({ active: true, disabled_reason: null });
    expect(ids(await listActiveSubscriptions(tenant.company.id, 'member', 'updated'))).toEqual([id]);
  });

  it('an update that does not touch active keeps attributes the pipeline stored on the item', async () => {
    const tenant = await createTenant();
    const id = await create(tenant.token, { resource: 'member', event: 'updated' });
    const key = subscriptionEntity.key({ company_id: tenant.company.id, id });
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET failing_since = :t',
        ExpressionAttributeValues: { ':t': '2026-04-01T00:00:00.000Z' },
      }),
    );
    await api('PUT', `/api/company/webhooks/${id}`, {
      token: tenant.token,
      body: { webhook: { url: 'https://new.example.com/x' } },
    });
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key }));
    expect(Item).toMatchObject({ url: 'https://new.example.com/x', failing_since: '2026-04-01T00:00:00.000Z' });
  });

  it('deactivating a deleted subscription is a no-op, and getSubscription answers undefined for it', async () => {
    const tenant = await createTenant();
    const id = await create(tenant.token, { resource: 'member', event: 'created' });
    await api('DELETE', `/api/company/webhooks/${id}`, { token: tenant.token });
    await expect(deactivateSubscription(tenant.company.id, id, 'gone')).resolves.toBeUndefined();
    expect(await getSubscription(tenant.company.id, id)).toBeUndefined();
  });

  it('getSubscription is scoped to the company', async () => {
    const [tenant, other] = await Promise.all([createTenant(), createTenant()]);
    const id = await create(tenant.token, { resource: 'member', event: 'created' });
    expect(await getSubscription(other.company.id, id)).toBeUndefined();
    expect(await getSubscription(tenant.company.id, id)).toMatchObject({
      id,
      company_id: tenant.company.id,
      resource: 'member',
      event: 'created',
      url,
      active: true,
      http_method: 'post',
      installation_id: null,
    });
  });

  it('signs with the subscription auth_token when it has one, else with the company webhook secret', async () => {
    const tenant = await createTenant();
    const token = randomBytes(24).toString('hex');
    const withToken = (await getSubscription(
      tenant.company.id,
      await create(tenant.token, { resource: 'member', event: 'created', auth_token: token }),
    ))!;
    const withoutToken = (await getSubscription(
      tenant.company.id,
      await create(tenant.token, { resource: 'member', event: 'created' }),
    ))!;
    expect(await signingSecretFor(withToken)).toBe(token);
    expect(authTokenFor(withToken)).toBe(token);
    expect(await signingSecretFor(withoutToken)).toBe(await getCompanyWebhookSecret(tenant.company.id));
    expect(authTokenFor(withoutToken)).toBeNull();
    expect(JSON.stringify(withToken)).not.toContain(token);
  });
});
