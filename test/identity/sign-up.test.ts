import { describe, expect, it } from 'vitest';
import { apiFrom, freshAddress } from '../helpers/source-address';
import { mailbox, signUpBody } from './support';

describe('POST /api/company (sign-up)', () => {
  it('creates the company with its home country, currency from that country and an owner; answers no secret', async () => {
    const body = signUpBody({ country_code: 'jp', first_name: 'Aiko', last_name: 'Sato', time_zone: 'Asia/Tokyo' });
    const res = await apiFrom(freshAddress(), 'POST', '/api/company', { body });
    expect(res.status).toBe(201);
    expect(res.body.company).toMatchObject({
      country_code: 'JP',
      currency_code: 'JPY',
      time_zone: 'Asia/Tokyo',
      email: body.company.email,
    });
    expect(res.body.company.countries).toEqual([
      expect.objectContaining({
        iso: 'JP',
        iso3: 'JPN',
        name: 'Japan',
        iso_name: 'JAPAN',
        currency_code: 'JPY',
        currency_symbol: '¥',
        tax_enabled: false,
      }),
    ]);
    expect(res.body.owner).toEqual({
      id: expect.any(Number),
      email: body.company.email,
      full_name: 'Aiko Sato',
      role: 'owner',
    });
    expect(res.text).not.toMatch(/sign_in\//);
  });

  it('mails the owner exactly one single-use sign-in link', async () => {
    const body = signUpBody();
    await apiFrom(freshAddress(), 'POST', '/api/company', { body });
    const messages = await mailbox(body.company.email as string);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.text).toContain('expires in 15 minutes');
  });

  it('answers 409 with the field when the shop identifier is taken (case-insensitive)', async () => {
    const first = signUpBody();
    expect((await apiFrom(freshAddress(), 'POST', '/api/company', { body: first })).status).toBe(201);
    const again = signUpBody({ subdomain: (first.company.subdomain as string).toUpperCase() });
    const res = await apiFrom(freshAddress(), 'POST', '/api/company', { body: again });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error_message: expect.stringContaining('already taken'),
      errors: { 'company.subdomain': ['is already taken'] },
    });
  });

  it('lets exactly one of two concurrent sign-ups claim a shop identifier', async () => {
    const subdomain = signUpBody().company.subdomain;
    const results = await Promise.all(
      [0, 1].map(() => apiFrom(freshAddress(), 'POST', '/api/company', { body: signUpBody({ subdomain }) })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it.each([
    ['missing name', { name: undefined }, 'company.name'],
    ['invalid email', { email: 'not-an-email' }, 'company.email'],
    ['unknown country', { country_code: 'ZZ' }, 'company.country_code'],
    ['reserved shop identifier', { subdomain: 'platform' }, 'company.subdomain'],
    ['shop identifier with a dot', { subdomain: 'my.shop' }, 'company.subdomain'],
    ['oversized name', { name: 'x'.repeat(121) }, 'company.name'],
    ['unknown currency', { currency_code: 'XYZ' }, 'company.currency_code'],
    ['unknown time zone', { time_zone: 'Mars/Olympus' }, 'company.time_zone'],
    ['wrong type', { name: 42 }, 'company.name'],
  ])('%s → 422 naming %s', async (_case, override, field) => {
    const res = await apiFrom(freshAddress(), 'POST', '/api/company', { body: signUpBody(override) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('refuses unknown fields, naming each (README "Unknown body keys are refused")', async () => {
    const res = await apiFrom(freshAddress(), 'POST', '/api/company', {
      body: signUpBody({ id: 1, plan: 'enterprise' }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['company.id', 'company.plan']);
  });

  it('limits sign-ups per IP address: the sixth within the hour answers 429 JSON with Retry-After', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await apiFrom(address, 'POST', '/api/company', { body: signUpBody() })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const limited = await apiFrom(address, 'POST', '/api/company', { body: signUpBody() });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ error_message: expect.stringContaining('Too many requests') });
    // Another address is not affected.
    expect((await apiFrom(freshAddress(), 'POST', '/api/company', { body: signUpBody() })).status).toBe(201);
  });
});
