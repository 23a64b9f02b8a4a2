import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { companyPartition } from '../../shared/domains/company/company-entity';
import { db, tableName } from '../../shared/platform/db/client';
import { getCompanyWebhookSecret } from '../../shared/domains/webhooks/company-webhook-secret';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

describe('company webhook secret', () => {
  it('is created lazily once: concurrent first uses all get the same whsec_ secret (conditional write)', async () => {
    const tenant = await createTenant();
    const secrets = await Promise.all(Array.from({ length: 8 }, () => getCompanyWebhookSecret(tenant.company.id)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(await getCompanyWebhookSecret(tenant.company.id)).toBe(secrets[0]);
  });

  it('is stored sealed, never in clear', async () => {
    const tenant = await createTenant();
    const secret = await getCompanyWebhookSecret(tenant.company.id);
    const { Item } = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: { pk: companyPartition(tenant.company.id), sk: 'WEBHOOK_SIGNING_SECRET' },
      }),
    );
    expect(JSON.stringify(Item)).not.toContain(secret.slice(6));
  });

  it('is different per company', async () => {
    const [a, b] = await Promise.all([createTenant(), createTenant()]);
    expect(await getCompanyWebhookSecret(a.company.id)).not.toBe(await getCompanyWebhookSecret(b.company.id));
  });

  it('GET /api/company/webhooks/secret shows a secret a delivery created in full once, then masked only', async () => {
    const tenant = await createTenant();
    const secret = await getCompanyWebhookSecret(tenant.company.id);
    const first = await api('GET', '/api/company/webhooks/secret', { token: tenant.token });
    expect(first.status).toBe(200);
    expect(first.body.webhook_secret).toEqual({ secret, created_at: expect.any(String), shown_in_full: true });
    for (let read = 0; read < 2; read++) {
      const again = await api('GET', '/api/company/webhooks/secret', { token: tenant.token });
      expect(again.body.webhook_secret).toEqual({
        secret: `••••${secret.slice(-4)}`,
        created_at: first.body.webhook_secret.created_at,
        shown_in_full: false,
      });
      expect(again.text).not.toContain(secret);
    }
  });

  it('the first read creates the secret and shows it; of concurrent first reads exactly one shows it in full', async () => {
    const tenant = await createTenant();
    const reads = await Promise.all(
      Array.from({ length: 6 }, () => api('GET', '/api/company/webhooks/secret', { token: tenant.token })),
    );
    expect(reads.map((read) => read.status)).toEqual(Array(6).fill(200));
    const full = reads.filter((read) => read.body.webhook_secret.shown_in_full);
    expect(full).toHaveLength(1);
    const secret = full[0]!.body.webhook_secret.secret as string;
    expect(secret).toBe(await getCompanyWebhookSecret(tenant.company.id));
    for (const read of reads.filter((candidate) => candidate !== full[0]))
      expect(read.body.webhook_secret.secret).toBe(`••••${secret.slice(-4)}`);
  });

  it('POST /api/company/webhooks/secret/rotate answers the new secret once and signers use it at once', async () => {
    const tenant = await createTenant();
    const before = await getCompanyWebhookSecret(tenant.company.id);
    const res = await api('POST', '/api/company/webhooks/secret/rotate', { token: tenant.token });
    expect(res.status).toBe(200);
    const rotated = res.body.webhook_secret.secret as string;
    expect(rotated).toMatch(/^whsec_/);
    expect(res.body.webhook_secret.shown_in_full).toBe(true);
    expect(rotated).not.toBe(before);
    expect(await getCompanyWebhookSecret(tenant.company.id)).toBe(rotated);
    const shown = await api('GET', '/api/company/webhooks/secret', { token: tenant.token });
    // The rotate answer was the reveal: no read shows the new secret again.
    expect(shown.body.webhook_secret).toMatchObject({ secret: `••••${rotated.slice(-4)}`, shown_in_full: false });
  });
});
