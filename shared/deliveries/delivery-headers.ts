import { config } from '../config';
import { signPayload } from '../webhooks/signature';

/**
 * Request headers of one attempt (SPEC "Events → Delivery headers"). The timestamp is taken and
 * signed at each attempt, so a retry hours later passes the receiver's five-minute window.
 * The raw token headers are sent only when the subscription set its own `auth_token`.
 */
export function deliveryHeaders(input: { body: string; secret: string; shop: string; authToken: string | null; now?: Date }): Record<string, string> {
  const timestamp = String(Math.floor((input.now ?? new Date()).getTime() / 1000));
  return {
    'content-type': 'application/json',
    'user-agent': `${config().serviceName}-webhooks/1.0`,
    'x-service-signature': signPayload(input.secret, timestamp, input.body),
    'x-service-timestamp': timestamp,
    'x-service-shop': input.shop,
    ...(input.authToken ? { 'x-service-token': input.authToken, AUTH_TOKEN: input.authToken } : {}),
  };
}
