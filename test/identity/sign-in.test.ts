import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { signInLinkEntity } from '../../shared/domains/auth/sign-in-link-entity';
import { hashSecret } from '../../shared/domains/auth/token-secret';
import { db, tableName } from '../../shared/platform/db/client';
import { api } from '../helpers/http';
import { apiFrom, freshAddress } from '../helpers/source-address';
import { latestSignInPath, mailbox, signUpAndSignIn, signUpBody } from './support';

async function signUp(): Promise<{ email: string; path: string; companyId: number }> {
  const body = signUpBody();
  const res = await apiFrom(freshAddress(), 'POST', '/api/company', { body });
  const email = body.company.email as string;
  return { email, path: await latestSignInPath(email), companyId: res.body.company.id };
}

const unauthorized = { message: 'Unauthorized' };

describe('GET /api/auth/sign_in/{token}', () => {
  it('redeems a link once: the second use answers 401 {message}', async () => {
    const { path } = await signUp();
    expect((await api('GET', path)).status).toBe(200);
    const again = await api('GET', path);
    expect(again.status).toBe(401);
    expect(again.body).toEqual(unauthorized);
  });

  it('lets only one of several concurrent redeems succeed', async () => {
    const { path } = await signUp();
    const results = await Promise.all([0, 1, 2, 3].map(() => api('GET', path)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401, 401]);
  });

  it('refuses a link older than 15 minutes with the same 401 (expiry checked in code, not by TTL)', async () => {
    const { path } = await signUp();
    const secret = path.split('/').pop()!;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: signInLinkEntity.key({ hash: hashSecret(secret) }),
        UpdateExpression: 'SET expires_at = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const res = await api('GET', path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(unauthorized);
  });

  it.each([
    ['unknown', '/api/auth/sign_in/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['malformed', '/api/auth/sign_in/%20x'],
  ])('%s link → 401 {message}', async (_case, path) => {
    const res = await api('GET', path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(unauthorized);
  });

  it("answers a 12-hour session with the owner's permissions", async () => {
    const { path, companyId } = await signUp();
    const res = await api('GET', path);
    const expiresIn = Date.parse(res.body.session.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(11.9 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(12 * 3600_000);
    const members = await api('GET', '/api/company/members', { token: res.body.session.token });
    expect(members.status).toBe(200);
    expect(members.body.members).toEqual([expect.objectContaining({ role: 'owner', type: 'admin' })]);
    expect((await api('GET', '/api/company', { token: res.body.session.token })).body.company.id).toBe(companyId);
  });

  it('answers a small HTML page with the token when the client prefers HTML (a browser)', async () => {
    const { path } = await signUp();
    const res = await api('GET', path, {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).toMatch(/<pre id="token">dss_[A-Za-z0-9_-]+<\/pre>/);
  });

  it('refuses the link of an admin deactivated after it was sent', async () => {
    const { session } = await signUpAndSignIn();
    const admin = await api('POST', '/api/company/members', {
      token: session,
      body: {
        member: { type: 'admin', email: `ops-${Date.now()}@example.com`, first_name: 'Ops', country_code: 'US' },
      },
    });
    const requested = await apiFrom(freshAddress(), 'POST', '/api/auth/sign_in_links', {
      body: { email: admin.body.member.email },
    });
    expect(requested.status).toBe(202);
    const path = await latestSignInPath(admin.body.member.email);
    await api('DELETE', `/api/company/members/${admin.body.member.id}`, { token: session });
    const res = await api('GET', path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(unauthorized);
  });
});

describe('POST /api/auth/sign_in_links', () => {
  it('answers the same 202 body for a known and an unknown email, and mails only the admin', async () => {
    const { email } = await signUp();
    const unknown = `nobody-${Date.now()}@example.com`;
    const [known, missing] = await Promise.all([
      apiFrom(freshAddress(), 'POST', '/api/auth/sign_in_links', { body: { email: email.toUpperCase() } }),
      apiFrom(freshAddress(), 'POST', '/api/auth/sign_in_links', { body: { email: unknown } }),
    ]);
    expect(known.status).toBe(202);
    expect(missing.status).toBe(202);
    expect(known.body.message).toBe(missing.body.message);
    expect(await mailbox(email)).toHaveLength(2);
    expect(await mailbox(unknown)).toHaveLength(0);
  });

  it('mails a fresh link that works while the earlier one stays single-use', async () => {
    const { email, path: first } = await signUp();
    await apiFrom(freshAddress(), 'POST', '/api/auth/sign_in_links', { body: { email } });
    const second = await latestSignInPath(email);
    expect(second).not.toBe(first);
    expect((await api('GET', second)).status).toBe(200);
    expect((await api('GET', first)).status).toBe(200);
    expect((await api('GET', second)).status).toBe(401);
  });

  it('mails a rep a link that opens a member session: it names the rep and holds no company permission', async () => {
    const { session, companyId } = await signUpAndSignIn();
    const rep = `rep-${Date.now()}@example.com`;
    const created = await api('POST', '/api/company/members', {
      token: session,
      body: { member: { type: 'rep', email: rep, first_name: 'R', username: `rep${Date.now()}`, country_code: 'US' } },
    });
    await apiFrom(freshAddress(), 'POST', '/api/auth/sign_in_links', { body: { email: rep } });
    const redeemed = await api('GET', await latestSignInPath(rep));
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.session).toMatchObject({
      token: expect.stringMatching(/^mss_/),
      company: { id: companyId },
      member: { id: created.body.member.id, role: null },
    });
    const members = await api('GET', '/api/company/members', { token: redeemed.body.session.token });
    expect(members.status).toBe(403);
  });

  it.each([
    ['DELETE', (id: number) => ['DELETE', `/api/company/members/${id}`, undefined] as const],
    [
      'PUT active: false',
      (id: number) => ['PUT', `/api/company/members/${id}`, { member: { active: false } }] as const,
    ],
  ])(
    'revokes a rep’s member sessions when the rep is deactivated (%s): the next request with one answers 401; another rep’s session stays',
    async (_how, deactivation) => {
      const { session } = await signUpAndSignIn();
      const repSession = async (label: string) => {
        const email = `${label}-${Date.now()}@example.com`;
        const created = await api('POST', '/api/company/members', {
          token: session,
          body: {
            member: { type: 'rep', email, first_name: 'R', username: `${label}${Date.now()}`, country_code: 'US' },
          },
        });
        expect(created.status).toBe(201);
        await apiFrom(freshAddress(), 'POST', '/api/auth/sign_in_links', { body: { email } });
        const redeemed = await api('GET', await latestSignInPath(email));
        expect(redeemed.body.session.token).toMatch(/^mss_/);
        return { id: created.body.member.id as number, token: redeemed.body.session.token as string };
      };
      const [leaving, staying] = [await repSession('leaving'), await repSession('staying')];
      // Valid sessions: recognised, and refused only for want of a permission.
      expect((await api('GET', '/api/company/members', { token: leaving.token })).status).toBe(403);

      const [method, path, body] = deactivation(leaving.id);
      const deactivated = await api(method, path, { token: session, body });
      expect(deactivated.status).toBe(200);
      expect(deactivated.body.member.active).toBe(false);

      const refused = await api('GET', '/api/company/members', { token: leaving.token });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual(unauthorized);
      expect((await api('GET', '/api/company/members', { token: staying.token })).status).toBe(403);
    },
  );

  it('mails no link to a deactivated rep', async () => {
    const { session } = await signUpAndSignIn();
    const rep = `rep-${Date.now()}@example.com`;
    const created = await api('POST', '/api/company/members', {
      token: session,
      body: { member: { type: 'rep', email: rep, first_name: 'R', username: `rep${Date.now()}`, country_code: 'US' } },
    });
    expect((await api('DELETE', `/api/company/members/${created.body.member.id}`, { token: session })).status).toBe(
      200,
    );
    await apiFrom(freshAddress(), 'POST', '/api/auth/sign_in_links', { body: { email: rep } });
    expect(await mailbox(rep)).toHaveLength(0);
  });

  it('answers 422 for an invalid email', async () => {
    const res = await apiFrom(freshAddress(), 'POST', '/api/auth/sign_in_links', { body: { email: 'nope' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['email']);
  });

  it('limits requests per IP address: the eleventh within 15 minutes answers 429 with Retry-After', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i += 1)
      expect(
        (await apiFrom(address, 'POST', '/api/auth/sign_in_links', { body: { email: `x${i}@example.com` } })).status,
      ).toBe(202);
    const limited = await apiFrom(address, 'POST', '/api/auth/sign_in_links', { body: { email: 'x@example.com' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(900);
  });

  it('limits requests per email address whatever the IP: the sixth within the hour answers 429, and sends no mail', async () => {
    const { email } = await signUp();
    const mailsBefore = (await mailbox(email)).length;
    for (let i = 0; i < 5; i += 1)
      expect((await apiFrom(freshAddress(), 'POST', '/api/auth/sign_in_links', { body: { email } })).status).toBe(202);
    await expect.poll(async () => (await mailbox(email)).length).toBe(mailsBefore + 5);

    const limited = await apiFrom(freshAddress(), 'POST', '/api/auth/sign_in_links', {
      body: { email: email.toUpperCase() },
    });

    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(await mailbox(email)).toHaveLength(mailsBefore + 5);
    // Another address is not affected.
    expect(
      (
        await apiFrom(freshAddress(), 'POST', '/api/auth/sign_in_links', {
          body: { email: `other-${Date.now()}@example.com` },
        })
      ).status,
    ).toBe(202);
  });
});

describe('dashboard sessions follow the member', () => {
  it.each([
    ['deactivated', (id: number, token: string) => api('DELETE', `/api/company/members/${id}`, { token })],
    [
      'given another role',
      (id: number, token: string) =>
        api('PUT', `/api/company/members/${id}`, { token, body: { member: { role: 'events_view_only' } } }),
    ],
  ])('an admin %s loses their sessions at once; other sessions stay', async (_case, change) => {
    const { session: owner } = await signUpAndSignIn();
    const email = `admin-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const admin = (
      await api('POST', '/api/company/members', {
        token: owner,
        body: { member: { type: 'admin', email, first_name: 'Ad', country_code: 'US' } },
      })
    ).body.member;
    await apiFrom(freshAddress(), 'POST', '/api/auth/sign_in_links', { body: { email } });
    const adminSession = (await api('GET', await latestSignInPath(email))).body.session.token;
    expect((await api('GET', '/api/company', { token: adminSession })).status).toBe(200);

    expect((await change(admin.id, owner)).status).toBe(200);

    expect((await api('GET', '/api/company', { token: adminSession })).body).toEqual(unauthorized);
    expect((await api('GET', '/api/company', { token: owner })).status).toBe(200);
  });
});
