import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mintSessionToken } from '../../shared/domains/droplets/session-token';
import { verifyDelivery, verifySessionToken } from '../../shared/sdk/verify';
import { signPayload } from '../../shared/platform/crypto/signature';

/**
 * Properties of the verifiers vendors copy: whatever the secrets, bodies, timestamps
 * and options, a signature made with the right secret verifies and nothing else does; bad
 * configuration throws instead of verifying. Seeded so a failure replays; FC_RUNS deepens it.
 */
const settings = { numRuns: Number(process.env.FC_RUNS ?? 300), seed: 32_2026 };

const secretArb = fc.string({ minLength: 32, maxLength: 80 });
/** Any key an attacker could sign with, the empty key and short ones included. */
const attackerKeyArb = fc.oneof(fc.constant(''), fc.string({ maxLength: 80 }));
const shortSecretArb = fc.string({ maxLength: 31 });
const nowSecondsArb = fc.integer({ min: 1_000_000_000, max: 4_000_000_000 });
const envelopeArb = fc.record({
  id: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  identifier: fc.string(),
  name: fc.string(),
  timestamp: fc.string(),
  payload: fc.dictionary(fc.string(), fc.jsonValue()),
});
const nonFiniteArb = fc.constantFrom(Number.NaN, Infinity, -Infinity, Number(undefined));
/** A rotation list holding the real secret and one bad entry somewhere. */
const listWithBadEntryArb = (real: string) =>
  fc.tuple(fc.array(secretArb, { maxLength: 3 }), shortSecretArb, fc.nat()).map(([others, bad, at]) => {
    const list = [real, ...others];
    list.splice(at % (list.length + 1), 0, bad);
    return list;
  });

const headersOf = (signature: string, timestamp: number) => ({
  'x-service-signature': signature,
  'x-service-timestamp': String(timestamp),
});

describe('verifyDelivery properties', () => {
  it('sign/verify agree: a body signed with a secret in the list, within the tolerance, verifies to its envelope', () => {
    fc.assert(
      fc.property(
        fc.array(secretArb, { minLength: 1, maxLength: 4 }),
        fc.nat(),
        envelopeArb,
        nowSecondsArb,
        fc.integer({ min: 0, max: 3600 }),
        fc.nat(),
        (secrets, pick, envelope, nowSeconds, tolerance, age) => {
          const secret = secrets[pick % secrets.length]!;
          const timestamp = nowSeconds - (age % (tolerance + 1));
          const body = JSON.stringify(envelope);
          const result = verifyDelivery(body, headersOf(signPayload(secret, timestamp, body), timestamp), secrets, {
            now: nowSeconds * 1000,
            toleranceSeconds: tolerance,
          });
          expect(result).toEqual({ ok: true, envelope: JSON.parse(body) });
        },
      ),
      settings,
    );
  });

  it('never verifies a forgery: another key, a changed body or timestamp, or a stale timestamp', () => {
    fc.assert(
      fc.property(
        secretArb,
        attackerKeyArb,
        fc.string(),
        fc.string({ minLength: 1 }),
        nowSecondsArb,
        fc.integer({ min: 1, max: 10_000 }),
        (secret, attackerKey, body, suffix, nowSeconds, drift) => {
          fc.pre(attackerKey !== secret);
          const now = nowSeconds * 1000;
          const good = signPayload(secret, nowSeconds, body);
          expect(
            verifyDelivery(body, headersOf(signPayload(attackerKey, nowSeconds, body), nowSeconds), secret, { now }).ok,
          ).toBe(false);
          expect(verifyDelivery(body + suffix, headersOf(good, nowSeconds), secret, { now }).ok).toBe(false);
          expect(verifyDelivery(body, headersOf(good, nowSeconds - drift), secret, { now }).ok).toBe(false);
          const stale = nowSeconds - 300 - drift;
          expect(verifyDelivery(body, headersOf(signPayload(secret, stale, body), stale), secret, { now })).toEqual({
            ok: false,
            reason: 'timestamp_out_of_range',
          });
        },
      ),
      settings,
    );
  });

  it('throws on a short or empty secret in any position, and on a non-finite now or tolerance', () => {
    fc.assert(
      fc.property(
        secretArb.chain((real) => fc.tuple(fc.constant(real), listWithBadEntryArb(real))),
        nonFiniteArb,
        nowSecondsArb,
        ([real, list], bad, nowSeconds) => {
          const body = '{}';
          const headers = headersOf(signPayload('', nowSeconds, body), nowSeconds);
          expect(() => verifyDelivery(body, headers, list, { now: nowSeconds * 1000 })).toThrow(TypeError);
          expect(() => verifyDelivery(body, headers, real, { now: bad })).toThrow(TypeError);
          expect(() => verifyDelivery(body, headers, real, { now: nowSeconds * 1000, toleranceSeconds: bad })).toThrow(
            TypeError,
          );
        },
      ),
      settings,
    );
  });
});

const claimsArb = fc.record({ issuer: fc.string(), audience: fc.string(), subject: fc.string(), store: fc.string() });

describe('verifySessionToken properties', () => {
  it('sign/verify agree: a minted token verifies with its secret (alone or in a rotation list) within its lifetime', () => {
    fc.assert(
      fc.property(
        secretArb,
        fc.array(secretArb, { maxLength: 3 }),
        claimsArb,
        nowSecondsArb,
        fc.integer({ min: 0, max: 60 }),
        (secret, others, claims, nowSeconds, elapsed) => {
          const { token } = mintSessionToken({ secret, ...claims, now: new Date(nowSeconds * 1000) });
          const options = {
            audience: claims.audience,
            issuer: claims.issuer,
            store: claims.store,
            now: (nowSeconds + elapsed) * 1000,
          };
          expect(verifySessionToken(token, { ...options, secret }).ok).toBe(true);
          expect(verifySessionToken(token, { ...options, secret: [...others, secret] }).ok).toBe(true);
        },
      ),
      settings,
    );
  });

  it('never verifies a forgery: another key, another spelling of the signature, or changed claims', () => {
    fc.assert(
      fc.property(
        secretArb,
        attackerKeyArb,
        claimsArb,
        nowSecondsArb,
        fc.string({ minLength: 1, maxLength: 43 }),
        (secret, attackerKey, claims, nowSeconds, replacement) => {
          fc.pre(attackerKey !== secret);
          const now = new Date(nowSeconds * 1000);
          const options = { secret, audience: claims.audience, issuer: claims.issuer, store: claims.store, now };
          const forged = mintSessionToken({ secret: attackerKey, ...claims, now }).token;
          expect(verifySessionToken(forged, options).ok).toBe(false);

          const [header, payload, signature] = mintSessionToken({ secret, ...claims, now }).token.split('.') as [
            string,
            string,
            string,
          ];
          const respelled = replacement + signature.slice(replacement.length);
          fc.pre(respelled !== signature);
          expect(verifySessionToken(`${header}.${payload}.${respelled}`, options).ok).toBe(false);

          const otherClaims = Buffer.from(
            JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: `${claims.subject}x` }),
          ).toString('base64url');
          expect(verifySessionToken(`${header}.${otherClaims}.${signature}`, options).ok).toBe(false);
        },
      ),
      settings,
    );
  });

  it('throws on a short or empty secret in any position, and on a non-finite now or clock skew', () => {
    fc.assert(
      fc.property(
        secretArb.chain((real) => fc.tuple(fc.constant(real), listWithBadEntryArb(real))),
        nonFiniteArb,
        claimsArb,
        ([real, list], bad, claims) => {
          const input = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from('{}').toString('base64url')}`;
          const signedWithEmptyKey = `${input}.${createHmac('sha256', '').update(input).digest('base64url')}`;
          const options = { audience: claims.audience, issuer: claims.issuer, store: claims.store };
          expect(() => verifySessionToken(signedWithEmptyKey, { ...options, secret: list })).toThrow(TypeError);
          expect(() => verifySessionToken(signedWithEmptyKey, { ...options, secret: real, now: bad })).toThrow(
            TypeError,
          );
          expect(() =>
            verifySessionToken(signedWithEmptyKey, { ...options, secret: real, clockSkewSeconds: bad }),
          ).toThrow(TypeError);
        },
      ),
      settings,
    );
  });
});
