import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { ValidationFailed } from '../errors/domain-error';
import { serviceKeyReader } from '../secrets/service-keys';

const cursorSigningKey = /* @__PURE__ */ serviceKeyReader('cursorSigningKey');

/** What a cursor is bound to: it is only valid for the same company and the same list. */
export interface CursorScope {
  companyId: number | string;
  /** Identifies the list (route id plus any filters that change the key condition). */
  list: string;
}

/**
 * Encodes a DynamoDB LastEvaluatedKey as an opaque, HMAC-signed cursor bound to its scope.
 *
 * @example const next = encodeCursor(result.LastEvaluatedKey, { companyId, list: 'listTokens' });
 */
export function encodeCursor(key: Record<string, unknown>, scope: CursorScope): string {
  const body = Buffer.from(JSON.stringify({ c: String(scope.companyId), l: scope.list, k: key })).toString('base64url');
  return `${body}.${sign(body)}`;
}

/** Decodes a cursor, refusing (422, never data) one that was tampered with or minted for another scope. */
export function decodeCursor(cursor: string, scope: CursorScope): Record<string, unknown> {
  const invalid = () => new ValidationFailed({ 'page[cursor]': ['is not a valid cursor for this list'] });
  const [body, signature] = cursor.split('.');
  if (!body || !signature) throw invalid();
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  let decoded: { c?: unknown; l?: unknown; k?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (
    decoded.c !== String(scope.companyId) ||
    decoded.l !== scope.list ||
    typeof decoded.k !== 'object' ||
    decoded.k === null
  ) {
    throw invalid();
  }
  return decoded.k as Record<string, unknown>;
}

/** The signing key prepared once per key value: a string key is re-imported by every createHmac. */
let prepared: { secret: string; key: KeyObject } | undefined;

function sign(body: string): string {
  const secret = cursorSigningKey();
  if (prepared?.secret !== secret) prepared = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
  return createHmac('sha256', prepared.key).update(body).digest('base64url');
}
