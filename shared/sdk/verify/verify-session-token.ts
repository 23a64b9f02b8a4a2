// Dependency-free on purpose: droplet vendors may copy this single file into their app server.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Claims of a verified session token. */
export interface SessionTokenClaims {
  /** Issuer: the service. */
  iss: string;
  /** Audience: your droplet's uuid. */
  aud: string | string[];
  /** The viewer (member id of the signed-in dashboard user). */
  sub: string;
  /** The store (the company's shop identifier). */
  dest: string;
  iat: number;
  nbf: number;
  exp: number;
  /** Unique token id; remember seen ids for the token's lifetime to refuse replays. */
  jti: string;
  [claim: string]: unknown;
}

/** Why a session token was refused; treat the viewer as unauthenticated. */
export type SessionTokenFailureReason =
  | 'malformed'
  | 'unsupported_algorithm'
  | 'bad_signature'
  | 'missing_claim'
  | 'wrong_issuer'
  | 'wrong_audience'
  | 'wrong_store'
  | 'expired'
  | 'not_yet_valid';

/** Outcome of `verifySessionToken`. */
export type SessionTokenResult =
  | { ok: true; claims: SessionTokenClaims }
  | { ok: false; reason: SessionTokenFailureReason };

/** Options of `verifySessionToken`; `store` is required, so skipping the store check is a type error. */
export interface VerifySessionTokenOptions {
  /**
   * Your droplet's lifecycle secret (`dls_…`), shown once when the droplet was created or its
   * secret rotated. During a rotation's overlap window pass both, newest first: tokens are signed
   * with the newest secret.
   */
  secret: string | readonly string[];
  /** Your droplet's uuid; the token's `aud` must name it. */
  audience: string;
  /** The service's name; the token's `iss` must equal it. */
  issuer: string;
  /**
   * Required (SPEC "Authentication" 7): the token's `dest` must equal it. Use the store of the
   * installation you selected with `dri` (the `company_subdomain` you stored at install time), so a
   * viewer of one store cannot open another store's installation.
   */
  store: string;
  /** Current time (tests); a finite number or a valid Date. @default Date.now() */
  now?: Date | number;
  /** Clock skew allowed on `exp` and `nbf`, in seconds; finite and >= 0. @default 30 */
  clockSkewSeconds?: number;
}

/** Shortest secret accepted: every secret the service issues is longer, and a short one is a configuration mistake. */
const MIN_SECRET_LENGTH = 32;

// The configuration checks below are repeated in verify-delivery.ts so each file stays copyable alone.

/** The secrets to try, or a TypeError when any is missing, empty or short (a key of `''` would verify forgeries). */
function requireSecrets(secret: string | readonly string[]): readonly string[] {
  const secrets: readonly unknown[] = typeof secret === 'string' ? [secret] : Array.isArray(secret) ? secret : [];
  if (secrets.length === 0)
    throw new TypeError('verifySessionToken: secret must be a string or a non-empty list of strings');
  secrets.forEach((key, index) => {
    if (typeof key !== 'string' || key.length < MIN_SECRET_LENGTH) {
      throw new TypeError(
        `verifySessionToken: secret ${index + 1} of ${secrets.length} is missing or shorter than ${MIN_SECRET_LENGTH} characters`,
      );
    }
  });
  return secrets as readonly string[];
}

/** The option's value when it is a finite number (>= minimum), else a TypeError: NaN or Infinity would switch the expiry checks off. */
function requireFinite(name: string, value: number, minimum = -Infinity): number {
  if (!Number.isFinite(value) || value < minimum)
    throw new TypeError(
      `verifySessionToken: ${name} must be a finite number${minimum > -Infinity ? ` >= ${minimum}` : ''}`,
    );
  return value;
}

function nowMillis(now: Date | number | undefined): number {
  if (now === undefined) return Date.now();
  return requireFinite('now', typeof now === 'number' ? now : now instanceof Date ? now.getTime() : Number.NaN);
}

/**
 * The signature's bytes, or undefined unless the segment is their canonical base64url spelling:
 * decoding ignores the low bits of the last character, so without this one token would have
 * several spellings that all verify (and defeat deduplication on the token string).
 */
function canonicalSignature(segment: string): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return undefined;
  const bytes = Buffer.from(segment, 'base64url');
  return bytes.toString('base64url') === segment ? bytes : undefined;
}

function decodeJson(segment: string): Record<string, unknown> | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function hasClaims(payload: Record<string, unknown>): payload is SessionTokenClaims {
  const audience = payload.aud;
  return (
    typeof payload.iss === 'string' &&
    typeof payload.sub === 'string' &&
    typeof payload.dest === 'string' &&
    typeof payload.jti === 'string' &&
    (typeof audience === 'string' || (Array.isArray(audience) && audience.every((item) => typeof item === 'string'))) &&
    [payload.iat, payload.nbf, payload.exp].every((value) => typeof value === 'number' && Number.isFinite(value))
  );
}

/**
 * Verifies the `session_token` the admin appends to your droplet's embed URL, before trusting who
 * views the page: HS256 only (`alg: none` and every other algorithm are refused before any
 * signature work), the signature in constant time, then issuer, audience, store (required: a
 * token of another store is refused), and expiry and not-before with 30 s of clock skew. Only the
 * canonical spelling of a signature verifies. A missing, empty or short (< 32 characters) secret
 * in any position, or a `now`/`clockSkewSeconds` that is not a finite number, throws a TypeError
 * (a configuration mistake, never a verdict on the token). The `dri` query value (or `X-Service-Droplet-Installation`)
 * only selects an installation and proves nothing; this token identifies the viewer, and must
 * never be sent to the API as a bearer token (it answers 401).
 *
 * @example
 * const result = verifySessionToken(url.searchParams.get('session_token') ?? '', {
 *   secret: process.env.DROPLET_SECRET!, audience: DROPLET_UUID, issuer: 'commerce-platform', store: installation.store,
 * });
 * if (!result.ok) return res.writeHead(401).end(result.reason);
 * startAppSession(result.claims.sub, result.claims.dest); // e.g. a cookie of at most 120 s
 */
export function verifySessionToken(token: string, options: VerifySessionTokenOptions): SessionTokenResult {
  const secrets = requireSecrets(options.secret);
  const now = nowMillis(options.now) / 1000;
  const skew = requireFinite('clockSkewSeconds', options.clockSkewSeconds ?? 30, 0);
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [headerSegment, payloadSegment, signatureSegment] = parts as [string, string, string];
  const header = decodeJson(headerSegment);
  if (!header) return { ok: false, reason: 'malformed' };
  if (header.alg !== 'HS256') return { ok: false, reason: 'unsupported_algorithm' };

  const received = canonicalSignature(signatureSegment) ?? Buffer.alloc(0);
  const signedWith = (secret: string) => {
    const expected = createHmac('sha256', secret).update(`${headerSegment}.${payloadSegment}`).digest();
    // Length is not secret (always 32 bytes); the content comparison is constant-time.
    return received.length === expected.length && timingSafeEqual(received, expected);
  };
  if (!secrets.some(signedWith)) return { ok: false, reason: 'bad_signature' };

  const payload = decodeJson(payloadSegment);
  if (!payload) return { ok: false, reason: 'malformed' };
  if (!hasClaims(payload)) return { ok: false, reason: 'missing_claim' };
  if (payload.iss !== options.issuer) return { ok: false, reason: 'wrong_issuer' };
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audiences.includes(options.audience)) return { ok: false, reason: 'wrong_audience' };
  // Checked even for JavaScript callers that leave `store` out: no store given matches no token.
  if (typeof options.store !== 'string' || payload.dest !== options.store) return { ok: false, reason: 'wrong_store' };

  if (now > payload.exp + skew) return { ok: false, reason: 'expired' };
  if (now < payload.nbf - skew) return { ok: false, reason: 'not_yet_valid' };
  return { ok: true, claims: payload };
}
