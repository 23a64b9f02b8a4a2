import { describe, expect, it } from 'vitest';
import { verifyDelivery } from '../../shared/sdk/verify';
import { signPayload, signatureHeaders } from '../../shared/platform/crypto/signature';

const secret = 'a-receiver-secret-of-at-least-32-characters';
const now = new Date('2026-04-20T12:00:00Z');
const nowSeconds = Math.floor(now.getTime() / 1000);
const body = JSON.stringify({
  id: 4503599627370495,
  identifier: 'dlv_abc',
  name: 'member_created',
  timestamp: '2026-04-20T11:59:58.000Z',
  payload: { member: { id: 1 } },
});

function signed(overrides: { body?: string; timestamp?: number; secret?: string } = {}) {
  const timestamp = overrides.timestamp ?? nowSeconds;
  return {
    'X-Service-Signature': signPayload(overrides.secret ?? secret, timestamp, overrides.body ?? body),
    'X-Service-Timestamp': String(timestamp),
  };
}

describe('signPayload', () => {
  it('is the hex HMAC-SHA256 of `<timestamp>.<raw body>` (vector computed with openssl dgst -sha256 -hmac)', () => {
    expect(signPayload('key', 1700000000, '{"a":1}')).toBe(
      'a438e398bfafc57e4396bb7fc2304422f0f768e965d073ca313cb52e22e6ad03',
    );
  });

  it('signatureHeaders signs with the current time, so a late retry still passes the window', () => {
    const headers = signatureHeaders(secret, body, now);
    expect(headers['X-Service-Timestamp']).toBe(String(nowSeconds));
    expect(verifyDelivery(body, headers, secret, { now }).ok).toBe(true);
  });
});

describe('verifyDelivery', () => {
  it('accepts a correctly signed delivery and returns the parsed envelope', () => {
    const result = verifyDelivery(body, signed(), secret, { now });
    expect(result).toEqual({ ok: true, envelope: JSON.parse(body) });
  });

  it.each([
    [
      'node:http lower-case headers',
      (h: Record<string, string>) => ({
        'x-service-signature': h['X-Service-Signature'],
        'x-service-timestamp': h['X-Service-Timestamp'],
      }),
    ],
    [
      'upper-case headers',
      (h: Record<string, string>) => ({
        'X-SERVICE-SIGNATURE': h['X-Service-Signature'],
        'X-SERVICE-TIMESTAMP': h['X-Service-Timestamp'],
      }),
    ],
    ['a fetch Headers object', (h: Record<string, string>) => new Headers(h)],
    [
      'array-valued node headers',
      (h: Record<string, string>) => ({
        'x-service-signature': [h['X-Service-Signature']!],
        'x-service-timestamp': [h['X-Service-Timestamp']!],
      }),
    ],
    [
      'an upper-case hex signature',
      (h: Record<string, string>) => ({ ...h, 'X-Service-Signature': h['X-Service-Signature']!.toUpperCase() }),
    ],
  ])('reads headers case-insensitively: %s', (_case, shape) => {
    expect(verifyDelivery(body, shape(signed()), secret, { now }).ok).toBe(true);
  });

  it('accepts the raw body as bytes', () => {
    expect(verifyDelivery(new TextEncoder().encode(body), signed(), secret, { now }).ok).toBe(true);
  });

  it.each([
    ['a tampered body', () => [body.replace('member_created', 'member_updated'), signed()], 'bad_signature'],
    [
      'a re-serialised body (whitespace differs)',
      () => [JSON.stringify(JSON.parse(body), null, 2), signed()],
      'bad_signature',
    ],
    ['the wrong secret', () => [body, signed({ secret: `${secret}x` })], 'bad_signature'],
    [
      'a signature of another timestamp',
      () => [body, { ...signed(), 'X-Service-Timestamp': String(nowSeconds - 1) }],
      'bad_signature',
    ],
    [
      'a truncated signature',
      () => [body, { ...signed(), 'X-Service-Signature': signed()['X-Service-Signature'].slice(0, 63) }],
      'bad_signature',
    ],
    ['a non-hex signature', () => [body, { ...signed(), 'X-Service-Signature': 'z'.repeat(64) }], 'bad_signature'],
    ['no signature header', () => [body, { 'X-Service-Timestamp': String(nowSeconds) }], 'missing_signature'],
    [
      'no timestamp header',
      () => [body, { 'X-Service-Signature': signed()['X-Service-Signature'] }],
      'missing_timestamp',
    ],
    [
      'a timestamp that is not Unix seconds',
      () => [body, { ...signed(), 'X-Service-Timestamp': '2026-04-20T12:00:00Z' }],
      'malformed_timestamp',
    ],
    ['a stale timestamp (301 s old)', () => [body, signed({ timestamp: nowSeconds - 301 })], 'timestamp_out_of_range'],
    [
      'a future timestamp (301 s ahead)',
      () => [body, signed({ timestamp: nowSeconds + 301 })],
      'timestamp_out_of_range',
    ],
    ['a signed body that is not JSON', () => ['not json', signed({ body: 'not json' })], 'malformed_body'],
    ['a signed body that is not an envelope', () => ['{"id":"1"}', signed({ body: '{"id":"1"}' })], 'malformed_body'],
  ] as const)('refuses %s → %s', (_case, input, reason) => {
    const [rawBody, headers] = input() as unknown as [string, Record<string, string>];
    expect(verifyDelivery(rawBody, headers, secret, { now })).toEqual({ ok: false, reason });
  });

  it('accepts timestamps exactly at the edge of the window (±300 s)', () => {
    expect(verifyDelivery(body, signed({ timestamp: nowSeconds - 300 }), secret, { now }).ok).toBe(true);
    expect(verifyDelivery(body, signed({ timestamp: nowSeconds + 300 }), secret, { now }).ok).toBe(true);
  });

  it('honours a custom tolerance and a numeric now', () => {
    const headers = signed({ timestamp: nowSeconds - 30 });
    expect(verifyDelivery(body, headers, secret, { now: now.getTime(), toleranceSeconds: 10 })).toEqual({
      ok: false,
      reason: 'timestamp_out_of_range',
    });
    expect(verifyDelivery(body, headers, secret, { now: now.getTime(), toleranceSeconds: 60 }).ok).toBe(true);
  });

  it('checks the signature before parsing (an unsigned malformed body is a signature failure, not a parse error)', () => {
    expect(verifyDelivery('not json', signed(), secret, { now })).toEqual({ ok: false, reason: 'bad_signature' });
  });
});

describe('verifyDelivery fails closed', () => {
  const signedWithEmptyKey = () => signed({ secret: '' });

  it.each([
    ['an empty secret', ''],
    ['a short secret (31 characters)', 'x'.repeat(31)],
    ['an empty entry after the real one (a trailing comma in the environment)', `${secret},`.split(',')],
    ['an empty entry before the real one', ['', secret]],
    ['an empty list', []],
    ['a missing secret (a JavaScript caller)', undefined],
  ])('throws a TypeError for %s, and never verifies a delivery signed with the empty key', (_case, badSecret) => {
    expect(() => verifyDelivery(body, signedWithEmptyKey(), badSecret as string, { now })).toThrow(TypeError);
  });

  it.each([
    ['now: NaN (Number(undefined))', { now: Number(undefined) }],
    ['now: an invalid Date', { now: new Date('not a date') }],
    ['now: Infinity', { now: Infinity }],
    ['toleranceSeconds: NaN', { toleranceSeconds: Number.NaN }],
    ['toleranceSeconds: Infinity', { toleranceSeconds: Infinity }],
    ['toleranceSeconds: negative', { toleranceSeconds: -1 }],
  ])('throws a TypeError for %s instead of switching the timestamp window off', (_case, options) => {
    const from2001 = signed({ timestamp: 978_307_200 });
    expect(() => verifyDelivery(body, from2001, secret, options)).toThrow(TypeError);
  });
});
