import type { Principal } from '../auth/principal';
import { installationIdOfToken } from '../droplets/installation-store';
import { NotFound } from '../http/errors';
import { getSubscription, type WebhookSubscription } from './subscription-store';

/**
 * The installation a principal acts for: a droplet installation token (`dit_`) manages only the
 * subscriptions its installation created; every other credential manages the whole company's
 * (undefined). Null when the token's installation record is gone.
 */
export async function actingInstallation(principal: Principal): Promise<string | null | undefined> {
  if (principal.kind !== 'installation') return undefined;
  return (await installationIdOfToken(principal.companyId, principal.tokenId)) ?? null;
}

/** The subscription when the principal may manage it; 404 otherwise (also for another installation's). */
export async function requireVisibleSubscription(principal: Principal, id: number): Promise<WebhookSubscription> {
  const [subscription, installation] = await Promise.all([getSubscription(principal.companyId, id), actingInstallation(principal)]);
  if (!subscription || (installation !== undefined && subscription.installation_id !== installation)) throw new NotFound('Webhook');
  return subscription;
}
