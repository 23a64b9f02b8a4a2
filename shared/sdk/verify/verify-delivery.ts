// Dependency-free on purpose: droplet vendors may copy this single file into their receiver.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The body of every webhook delivery and callback request. */
export interface DeliveryEnvelope {
  /** Delivery id; the same on every retry of one delivery, so dedupe on it. */
  id: number;
  /** Generated token for this delivery. */
  identifier: string;
  /** Event identifier (`<resource>_<event>`) or callback definition name. */
  name: string;
  /** ISO 8601 time the event occurred. */
  timestamp: string;
  /** Event data: the resource under its lowercase name plus metadata. */
  payload: Record<string, unknown>;
}

/** Why a delivery was refused; answer 400/401 and do not process it. */
export type VerifyFailureReason =
  | 'missing_signature'
  | 'missing_timestamp'
  | 'malformed_timestamp'
  | 'timestamp_out_of_range'
  | 'bad_signature'
  | 'malformed_body';

/** Outcome of `verifyDelivery`. */
export type VerifyResult = { ok: true; envelope: DeliveryEnvelope } | { ok: false; reason: VerifyFailureReason };

/** Request headers as node:http (`req.headers`), fetch (`Headers`) or a plain object give them. */
export type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/** Options of `verifyDelivery`; a value that is not a finite number (or a valid Date) throws a TypeError. */
export interface VerifyOptions {
  /** Largest accepted age (and clock lead) of `X-Service-Timestamp`, in seconds; finite and >= 0. @default 300 */
  toleranceSeconds?: number;
  /** Current time (tests). @default new Date() */
  now?: Date | number;
}

/** Shortest secret accepted: every secret the service issues is longer, and a short one is a configuration mistake. */
const MIN_SECRET_LENGTH = 32;

// The configuration checks below are repeated in verify-session-token.ts so each file stays copyable alone.

/** The secrets to try, or a TypeError when any is missing, empty or short (a key of `''` would verify forgeries). */
function requireSecrets(secret: string | readonly string[]): readonly string[] {
  const secrets: readonly unknown[] = typeof secret === 'string' ? [secret] : Array.isArray(secret) ? secret : [];
  if (secrets.length === 0)
    throw new TypeError('verifyDelivery: secret must be a string or a non-empty list of strings');
  secrets.forEach((key, index) => {
    if (typeof key !== 'string' || key.length < MIN_SECRET_LENGTH) {
      throw new TypeError(
        `verifyDelivery: secret ${index + 1} of ${secrets.length} is missing or shorter than ${MIN_SECRET_LENGTH} characters`,
      );
    }
  });
  return secrets as readonly string[];
}

/** The option's value when it is a finite number (>= minimum), else a TypeError: NaN or Infinity would switch the timestamp window off. */
function requireFinite(name: string, value: number, minimum = -Infinity): number {
  if (!Number.isFinite(value) || value < minimum)
    throw new TypeError(
      `verifyDelivery: ${name} must be a finite number${minimum > -Infinity ? ` >= ${minimum}` : ''}`,
    );
  return value;
}

function nowMillis(now: Date | number | undefined): number {
  if (now === undefined) return Date.now();
  return requireFinite('now', typeof now === 'number' ? now : now instanceof Date ? now.getTime() : Number.NaN);
}

function header(headers: HeaderSource, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

function isEnvelope(value: unknown): value is DeliveryEnvelope {
  const candidate = value as Partial<DeliveryEnvelope> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    Number.isSafeInteger(candidate.id) &&
    typeof candidate.identifier === 'string' &&
    typeof candidate.name === 'string' &&
    typeof candidate.timestamp === 'string' &&
    typeof candidate.payload === 'object' &&
    candidate.payload !== null &&
    !Array.isArray(candidate.payload)
  );
}

/**
 * Verifies a webhook delivery (or callback request) before trusting it: recomputes the hex
 * HMAC-SHA256 over `<X-Service-Timestamp>.<raw body>` with your secret and compares in constant
 * time, refuses timestamps outside ±`toleranceSeconds`, and only then parses the envelope.
 * Pass the raw body exactly as received (not re-serialised JSON).
 *
 * While a droplet's lifecycle secret rotation overlaps, deliveries carry `X-Service-Signature`
 * (new secret) and `X-Service-Signature-Previous` (previous secret), same format: a match of any
 * `secret` you pass with either header verifies. Pass a list to hold both secrets yourself.
 *
 * Fails closed on configuration mistakes: a missing, empty or short (< 32 characters) secret in
 * any position of the list, or a `toleranceSeconds`/`now` that is not a finite number, throws a
 * TypeError instead of verifying anything (`'dls_new,'.split(',')` yields an empty secret).
 *
 * @example
 * const result = verifyDelivery(rawBody, req.headers, process.env.WEBHOOK_SECRET!);
 * if (!result.ok) return res.writeHead(401).end(result.reason);
 * res.writeHead(200).end(); // acknowledge first, then process result.envelope out of band, deduping on envelope.id
 */
export function verifyDelivery(
  rawBody: string | Uint8Array,
  headers: HeaderSource,
  secret: string | readonly string[],
  options: VerifyOptions = {},
): VerifyResult {
  const secrets = requireSecrets(secret);
  const nowMs = nowMillis(options.now);
  const tolerance = requireFinite('toleranceSeconds', options.toleranceSeconds ?? 300, 0);
  const signatures = ['x-service-signature', 'x-service-signature-previous']
    .map((name) => header(headers, name)?.trim())
    .filter((value): value is string => Boolean(value));
  if (signatures.length === 0) return { ok: false, reason: 'missing_signature' };
  const timestampText = header(headers, 'x-service-timestamp')?.trim();
  if (!timestampText) return { ok: false, reason: 'missing_timestamp' };
  if (!/^\d{1,12}$/.test(timestampText)) return { ok: false, reason: 'malformed_timestamp' };

  if (Math.abs(Math.floor(nowMs / 1000) - Number(timestampText)) > tolerance)
    return { ok: false, reason: 'timestamp_out_of_range' };

  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
  const expected = secrets.map((key) =>
    createHmac('sha256', key).update(`${timestampText}.`, 'utf8').update(body).digest(),
  );
  const received = signatures.map((signature) =>
    /^[0-9a-fA-F]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0),
  );
  // Length is not secret (always 32 bytes); the content comparison is constant-time.
  const matches = received.some((candidate) =>
    expected.some((digest) => candidate.length === digest.length && timingSafeEqual(candidate, digest)),
  );
  if (!matches) return { ok: false, reason: 'bad_signature' };

  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed_body' };
  }
  return isEnvelope(parsed) ? { ok: true, envelope: parsed } : { ok: false, reason: 'malformed_body' };
}
