import { createHmac } from 'node:crypto';

/** Header names of the signature scheme (SPEC "Events"); HTTP header names are case-insensitive. */
export const SIGNATURE_HEADER = 'X-Service-Signature';
/** Header carrying the Unix seconds the request was signed at. */
export const TIMESTAMP_HEADER = 'X-Service-Timestamp';

/**
 * The delivery signature: hex HMAC-SHA256, keyed with `secret`, over `${timestamp}.${rawBody}`,
 * where `timestamp` is Unix seconds and `rawBody` the exact bytes sent.
 *
 * @example signPayload(secret, 1767225600, '{"id":1}') // '5d3c…' (64 hex characters)
 */
export function signPayload(secret: string, timestamp: number | string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/**
 * The two signature headers for a body signed now. Call it at every attempt: the timestamp is part
 * of what is signed, so a retry hours later still passes a receiver's five-minute window.
 */
export function signatureHeaders(secret: string, rawBody: string, now: Date = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return { [SIGNATURE_HEADER]: signPayload(secret, timestamp, rawBody), [TIMESTAMP_HEADER]: String(timestamp) };
}
