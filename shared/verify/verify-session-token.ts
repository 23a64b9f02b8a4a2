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
export type SessionTokenResult = { ok: true; claims: SessionTokenClaims } | { ok: false; reason: SessionTokenFailureReason };

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
  /** Current time (tests). @default Date.now() */
  now?: Date | number;
  /** Clock skew allowed on `exp` and `nbf`, in seconds. @default 30 */
  clockSkewSeconds?: number;
}

function decodeJson(segment: string): Record<string, unknown> | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function hasClaims(payload: Record<string, unknown>): payload is SessionTokenClaims {
  const audience = payload.aud;
  return (
    typeof payload.iss === 'string' && typeof payload.sub === 'string' && typeof payload.dest === 'string' && typeof payload.jti === 'string' &&
    (typeof audience === 'string' || (Array.isArray(audience) && audience.every((item) => typeof item === 'string'))) &&
    [payload.iat, payload.nbf, payload.exp].every((value) => typeof value === 'number' && Number.isFinite(value))
  );
}

/**
 * Verifies the `session_token` the admin appends to your droplet's embed URL, before trusting who
 * views the page: HS256 only (`alg: none` and every other algorithm are refused before any
 * signature work), the signature in constant time, then issuer, audience, store (required: a
 * token of another store is refused), and expiry and not-before with 30 s of clock skew. The `dri` query value (or `X-Service-Droplet-Installation`)
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
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [headerSegment, payloadSegment, signatureSegment] = parts as [string, string, string];
  const header = decodeJson(headerSegment);
  if (!header) return { ok: false, reason: 'malformed' };
  if (header.alg !== 'HS256') return { ok: false, reason: 'unsupported_algorithm' };

  const received = /^[A-Za-z0-9_-]+$/.test(signatureSegment) ? Buffer.from(signatureSegment, 'base64url') : Buffer.alloc(0);
  const secrets: readonly string[] = typeof options.secret === 'string' ? [options.secret] : options.secret;
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

  const nowMs = options.now === undefined ? Date.now() : typeof options.now === 'number' ? options.now : options.now.getTime();
  const now = nowMs / 1000;
  const skew = options.clockSkewSeconds ?? 30;
  if (now > payload.exp + skew) return { ok: false, reason: 'expired' };
  if (now < payload.nbf - skew) return { ok: false, reason: 'not_yet_valid' };
  return { ok: true, claims: payload };
}
