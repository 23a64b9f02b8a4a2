import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashSecret } from '../../shared/domains/auth/token-secret';
import { db, tableName } from '../../shared/platform/db/client';
import { exchangeTokenEntity } from '../../shared/domains/droplets/exchange-token-entity';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createTenant } from '../helpers/tenant';
import { createDroplet, envelopeOf, exchange, installAndReceiveExchangeToken } from './support';

let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
});

/** A company with its own droplet installed; the exchange token as the install URL received it. */
async function installed() {
  const company = await createTenant();
  const { droplet } = await createDroplet(company.token, {
    requested_scopes: ['settings'],
    install_webhook_url: receiver.url,
  });
  return { company, droplet, ...(await installAndReceiveExchangeToken(company.token, droplet.uuid, receiver)) };
}

describe('POST /api/droplet_installations/exchange: single use, short-lived, with clear refusals', () => {
  it('the exchange token is valid for 10 minutes from the install', async () => {
    const { request } = await installed();
    const { installed_at, exchange_token_expires_at } = envelopeOf(request).payload.droplet;
    expect(Date.parse(exchange_token_expires_at) - Date.parse(installed_at)).toBe(10 * 60 * 1000);
  });

  it('of concurrent redeems exactly one succeeds; the others are refused as already redeemed', async () => {
    const { exchangeToken } = await installed();
    const results = await Promise.all(Array.from({ length: 6 }, () => exchange(exchangeToken)));
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const res of results.filter((candidate) => candidate.status === 409))
      expect(res.body.errors.code).toBe('exchange_token_redeemed');
  });

  it.each([
    ['an unknown token', 404, 'exchange_token_unknown'],
    ['an expired token', 410, 'exchange_token_expired'],
    ['the token of an installation uninstalled before the exchange', 409, 'installation_inactive'],
  ])('%s → %s %s, in the standard envelope', async (_case, status, code) => {
    const { company, installation, exchangeToken } = await installed();
    let token = exchangeToken;
    if (code === 'exchange_token_unknown') token = `dxt_${'A'.repeat(43)}`;
    if (code === 'exchange_token_expired') {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: exchangeTokenEntity.key({ hash: hashSecret(exchangeToken) }),
          UpdateExpression: 'SET expires_at = :past',
          ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
        }),
      );
    }
    if (code === 'installation_inactive')
      expect(
        (await api('DELETE', `/api/droplet_installations/${installation.id}`, { token: company.token })).status,
      ).toBe(200);
    const res = await exchange(token);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({
      error_message: expect.any(String),
      errors: { code, exchange_token: [expect.any(String)] },
      meta: { request_id: expect.any(String) },
    });
    expect(res.text).not.toContain('dit_');
  });

  it('validates the body (422 on exchange_token)', async () => {
    const res = await api('POST', '/api/droplet_installations/exchange', { body: {} });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['exchange_token']);
  });
});

describe('DELETE /api/droplet_installations/{dri}', () => {
  it('is scoped to the installing company: another company gets 404, a dit_ token lacks droplets.manage (403)', async () => {
    const { installation, exchangeToken } = await installed();
    const other = await createTenant();
    expect((await api('DELETE', `/api/droplet_installations/${installation.id}`, { token: other.token })).status).toBe(
      404,
    );
    const { installation_token } = (await exchange(exchangeToken)).body;
    expect(
      (await api('DELETE', `/api/droplet_installations/${installation.id}`, { token: installation_token })).status,
    ).toBe(403);
  });

  it('uninstalling twice answers the same inactive installation and delivers droplet.uninstalled once', async () => {
    const company = await createTenant();
    const { droplet } = await createDroplet(company.token, {
      install_webhook_url: receiver.url,
      uninstall_webhook_url: receiver.url,
    });
    const { installation } = await installAndReceiveExchangeToken(company.token, droplet.uuid, receiver);
    const first = await api('DELETE', `/api/droplet_installations/${installation.id}`, { token: company.token });
    const second = await api('DELETE', `/api/droplet_installations/${installation.id}`, { token: company.token });
    expect(second.status).toBe(200);
    expect(second.body.installation).toEqual(first.body.installation);
    await receiver.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.requests.map((request) => envelopeOf(request).name)).toEqual([
      'droplet.installed',
      'droplet.uninstalled',
    ]);
  });
});
