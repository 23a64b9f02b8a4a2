import { config } from '../../platform/config';
import { signPayload } from '../../platform/crypto/signature';

/** Header carrying the signature with the previous secret while a rotation's overlap lasts. */
export const PREVIOUS_SIGNATURE_HEADER = 'x-service-signature-previous';

/**
 * Request headers of one attempt (SPEC "Events → Delivery headers"). The timestamp is taken and
 * signed at each attempt, so a retry hours later passes the receiver's five-minute window.
 * The raw token headers are sent only when the subscription set its own `auth_token`. With a
 * `previousSecret` (a rotation's overlap window), `X-Service-Signature-Previous` carries the same
 * HMAC over the same string keyed with it, so a receiver holding either secret verifies.
 */
export function deliveryHeaders(input: {
  body: string;
  secret: string;
  previousSecret?: string;
  shop: string;
  authToken: string | null;
  now?: Date;
}): Record<string, string> {
  const timestamp = String(Math.floor((input.now ?? new Date()).getTime() / 1000));
  return {
    'content-type': 'application/json',
    'user-agent': `${config().serviceName}-webhooks/1.0`,
    'x-service-signature': signPayload(input.secret, timestamp, input.body),
    'x-service-timestamp': timestamp,
    'x-service-shop': input.shop,
    ...(input.previousSecret
      ? { [PREVIOUS_SIGNATURE_HEADER]: signPayload(input.previousSecret, timestamp, input.body) }
      : {}),
    ...(input.authToken ? { 'x-service-token': input.authToken, AUTH_TOKEN: input.authToken } : {}),
  };
}
