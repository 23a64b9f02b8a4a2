import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mintSessionToken } from '../../shared/domains/droplets/session-token';
import { verifySessionToken } from '../../shared/sdk/verify';

const secret = 'dls_a-droplet-lifecycle-secret-of-43-characters';
const audience = '5b0f8a56-3c7e-4f57-9d7e-0a4a8e0c2f11';
const issuer = 'commerce-platform';
const issuedAt = new Date('2026-04-20T12:00:00Z');
const seconds = (offset: number) => issuedAt.getTime() + offset * 1000;
const { token, claims } = mintSessionToken({ secret, issuer, audience, subject: '42', store: 'acme', now: issuedAt });
const options = { secret, audience, issuer, store: 'acme' };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header and claims, HS256-signed with `key` (or unsigned when key is null). */
function forge(header: Record<string, unknown>, payload: object, key: string | null = secret): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${key === null ? '' : createHmac('sha256', key).update(input).digest('base64url')}`;
}

describe('mintSessionToken', () => {
  it('carries iss, aud, sub, dest, iat, nbf, exp (60 s) and a unique jti', () => {
    expect(claims).toEqual({
      iss: issuer,
      aud: audience,
      sub: '42',
      dest: 'acme',
      iat: seconds(0) / 1000,
      nbf: seconds(0) / 1000,
      exp: seconds(60) / 1000,
      jti: expect.any(String),
    });
    expect(
      mintSessionToken({ secret, issuer, audience, subject: '42', store: 'acme', now: issuedAt }).claims.jti,
    ).not.toBe(claims.jti);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
  });
});

describe('verifySessionToken (SPEC "Authentication" 7, "Limits": 30 s of clock skew)', () => {
  it.each([
    ['a fresh token', token, {}, seconds(1)],
    ['a token expired by 29 s (within the skew)', token, {}, seconds(60 + 29)],
    ['a token expired by exactly 30 s', token, {}, seconds(60 + 30)],
    ['a token not valid for another 29 s', token, {}, seconds(-29)],
    [
      'an audience list that names the droplet',
      forge({ alg: 'HS256' }, { ...claims, aud: ['other', audience] }),
      {},
      seconds(1),
    ],
    [
      'a token signed with the newer of two secrets during a rotation',
      token,
      { secret: ['dls_the-newer-secret-of-a-rotation-overlap', secret] },
      seconds(1),
    ],
  ])('accepts %s', (_case, candidate, overrides, now) => {
    expect(verifySessionToken(candidate, { ...options, ...overrides, now })).toEqual({
      ok: true,
      claims: expect.objectContaining({ sub: '42', dest: 'acme' }),
    });
  });

  const [header, payload, signature] = token.split('.') as [string, string, string];
  const tamperedPayload = b64({ ...claims, sub: '1' });
  it.each([
    ['a token expired by 31 s', token, {}, seconds(60 + 31), 'expired'],
    ['a token not valid for another 31 s', token, {}, seconds(-31), 'not_yet_valid'],
    ['a wrong audience', token, { audience: 'another-droplet' }, seconds(1), 'wrong_audience'],
    ['a wrong issuer', token, { issuer: 'someone-else' }, seconds(1), 'wrong_issuer'],
    ['another store', token, { store: 'other-shop' }, seconds(1), 'wrong_store'],
    [
      'no store at all (a JavaScript caller leaving it out)',
      token,
      { store: undefined as unknown as string },
      seconds(1),
      'wrong_store',
    ],
    [
      'a token signed with neither of two secrets',
      token,
      { secret: ['dls_one-secret-that-did-not-sign-it-01', 'dls_two-secret-that-did-not-sign-it-02'] },
      seconds(1),
      'bad_signature',
    ],
    [
      'a tampered payload (viewer changed, signature kept)',
      `${header}.${tamperedPayload}.${signature}`,
      {},
      seconds(1),
      'bad_signature',
    ],
    ['a tampered signature', `${header}.${payload}.${signature.slice(0, -2)}AA`, {}, seconds(1), 'bad_signature'],
    [
      'a token signed with another secret',
      forge({ alg: 'HS256', typ: 'JWT' }, claims, 'dls_another-secret-of-at-least-32-chars'),
      {},
      seconds(1),
      'bad_signature',
    ],
    [
      'alg none without a signature',
      forge({ alg: 'none', typ: 'JWT' }, claims, null),
      {},
      seconds(1),
      'unsupported_algorithm',
    ],
    ['alg none with a signature', forge({ alg: 'none', typ: 'JWT' }, claims), {}, seconds(1), 'unsupported_algorithm'],
    ['alg HS512', forge({ alg: 'HS512', typ: 'JWT' }, claims), {}, seconds(1), 'unsupported_algorithm'],
    ['alg RS256', forge({ alg: 'RS256', typ: 'JWT' }, claims), {}, seconds(1), 'unsupported_algorithm'],
    [
      'a token without a viewer',
      forge({ alg: 'HS256' }, { ...claims, sub: undefined }),
      {},
      seconds(1),
      'missing_claim',
    ],
    [
      'a token with a string expiry',
      forge({ alg: 'HS256' }, { ...claims, exp: String(claims.exp) }),
      {},
      seconds(1),
      'missing_claim',
    ],
    ['two segments', `${header}.${payload}`, {}, seconds(1), 'malformed'],
    ['garbage', 'not-a-token', {}, seconds(1), 'malformed'],
  ])('refuses %s', (_case, candidate, overrides, now, reason) => {
    expect(verifySessionToken(candidate, { ...options, ...overrides, now })).toEqual({ ok: false, reason });
  });
});

describe('verifySessionToken options', () => {
  it('requires store: leaving it out is a type error (SPEC "Authentication" 7 checks the store)', () => {
    // @ts-expect-error store is required
    const result = verifySessionToken(token, { secret, audience, issuer, now: seconds(1) });
    expect(result).toEqual({ ok: false, reason: 'wrong_store' });
  });
});

/** The same signature bytes spelled with other low bits in the last character (base64url decoding ignores them). */
function respellings(signature: string): string[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(signature.at(-1)!);
  return [1, 2, 3].map((bits) => signature.slice(0, -1) + alphabet[last ^ bits]);
}

describe('verifySessionToken fails closed', () => {
  it('verifies only the canonical spelling of a signature: one token, one accepted string', () => {
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const spellings = respellings(signature);
    expect(
      spellings.map((spelling) => Buffer.from(spelling, 'base64url').equals(Buffer.from(signature, 'base64url'))),
    ).toEqual([true, true, true]);
    for (const spelling of spellings) {
      expect(verifySessionToken(`${header}.${payload}.${spelling}`, { ...options, now: seconds(1) })).toEqual({
        ok: false,
        reason: 'bad_signature',
      });
    }
  });

  it.each([
    ['an empty secret', ''],
    ['a short secret (31 characters)', 'x'.repeat(31)],
    ['an empty entry after the real one (a trailing comma in the environment)', `${secret},`.split(',')],
    ['an empty entry before the real one', ['', secret]],
    ['an empty list', []],
    ['a missing secret (a JavaScript caller)', undefined],
  ])('throws a TypeError for %s, and never verifies a token signed with the empty key', (_case, badSecret) => {
    const forged = forge({ alg: 'HS256', typ: 'JWT' }, claims, '');
    expect(() => verifySessionToken(forged, { ...options, secret: badSecret as string, now: seconds(1) })).toThrow(
      TypeError,
    );
  });

  it.each([
    ['now: NaN (Number(undefined))', { now: Number(undefined) }],
    ['now: an invalid Date', { now: new Date('not a date') }],
    ['now: Infinity', { now: Infinity }],
    ['clockSkewSeconds: NaN', { clockSkewSeconds: Number.NaN }],
    ['clockSkewSeconds: Infinity', { clockSkewSeconds: Infinity }],
    ['clockSkewSeconds: negative', { clockSkewSeconds: -1 }],
  ])('throws a TypeError for %s instead of switching the expiry checks off', (_case, overrides) => {
    const expiredIn2001 = forge(
      { alg: 'HS256', typ: 'JWT' },
      { ...claims, iat: 978_307_200, nbf: 978_307_200, exp: 978_307_260 },
    );
    expect(() => verifySessionToken(expiredIn2001, { ...options, ...overrides })).toThrow(TypeError);
  });
});
