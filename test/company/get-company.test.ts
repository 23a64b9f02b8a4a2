import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { apiTokenEntity } from '../../shared/domains/auth/api-token-entity';
import { hashSecret } from '../../shared/domains/auth/token-secret';
import { db, tableName } from '../../shared/platform/db/client';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

describe('GET /api/company', () => {
  it('returns the authenticated company in the success envelope', async () => {
    const tenant = await createTenant({ name: 'Acme' });
    const res = await api('GET', '/api/company', { token: tenant.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company: { id: tenant.company.id, name: 'Acme', subdomain: tenant.company.subdomain },
      status: 200,
    });
    expect(res.body.meta).toEqual({ request_id: expect.any(String), timestamp: expect.any(String) });
    expect(res.headers.get('x-request-id')).toBe(res.body.meta.request_id);
  });

  it('serves each company only its own data (tenancy comes from the token)', async () => {
    const [a, b] = await Promise.all([createTenant(), createTenant()]);
    const [resA, resB] = await Promise.all([
      api('GET', '/api/company', { token: a.token }),
      api('GET', '/api/company', { token: b.token }),
    ]);
    expect(resA.body.company.id).toBe(a.company.id);
    expect(resB.body.company.id).toBe(b.company.id);
  });

  it('403s a token without the company.view permission', async () => {
    const tenant = await createTenant();
    const token = await tenant.tokenWith({ permissions: ['events.view'] });
    const res = await api('GET', '/api/company', { token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'This token lacks the company.view permission' });
  });
});

describe('bearer authentication', () => {
  const revoke = (secret: string) =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: apiTokenEntity.key({ hash: hashSecret(secret) }),
        UpdateExpression: 'SET revoked_at = :now',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      }),
    );

  it.each([
    ['missing header', async () => ({})],
    ['not a bearer scheme', async () => ({ headers: { authorization: 'Basic dXNlcjpwYXNz' } })],
    ['malformed token', async () => ({ headers: { authorization: 'Bearer ???' } })],
    ['unknown token', async () => ({ token: 'cmp_thisTokenWasNeverIssuedToAnyone000000000' })],
    [
      'expired token',
      async () => ({
        token: await (await createTenant()).tokenWith({ kind: 'partner', expiresAt: new Date(Date.now() - 1000) }),
      }),
    ],
    [
      'revoked token',
      async () => {
        const token = (await createTenant()).token;
        await revoke(token);
        return { token };
      },
    ],
  ])('%s → 401 with the bare {message} body', async (_case, options) => {
    const res = await api('GET', '/api/company', await options());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });
});
