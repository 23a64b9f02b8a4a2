import { maskedSecretPattern } from '../../platform/crypto/mask-secret';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { presentSubscription } from './present-webhook-subscription';
import type { WebhookSubscription } from './webhook-subscription-entity';

/**
 * What an update's `auth_token` changes: the token's masked form as read (`••••abcd`, a round trip)
 * keeps the current token (undefined: no change); a mask of another token is refused, since it
 * cannot be the secret the client means; anything else (a new token, or null) is the change.
 */
export function authTokenChange(
  sent: string | null | undefined,
  current: WebhookSubscription,
): string | null | undefined {
  if (typeof sent !== 'string' || !maskedSecretPattern.test(sent)) return sent;
  if (sent === presentSubscription(current).auth_token) return undefined;
  throw new ValidationFailed({
    'webhook.auth_token': [
      'is masked but is not the current token; send the full new token, or the masked value as read to keep it',
    ],
  });
}
