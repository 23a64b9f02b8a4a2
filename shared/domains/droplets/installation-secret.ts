import { randomBytes } from 'node:crypto';
import { openSecret } from '../../platform/crypto/secret-box';
import { getInstallation } from './installation-store';

/** Prefix of installation webhook secrets, as for company webhook secrets; 32 random bytes follow. */
export const INSTALLATION_WEBHOOK_SECRET_PREFIX = 'whsec_';

/** Mints an installation webhook secret (43 random base64url characters after the prefix). */
export function mintInstallationWebhookSecret(): string {
  return `${INSTALLATION_WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * The webhook secret of an installation, signing deliveries of the subscriptions it created.
 *
 * @example const secret = await installationWebhookSecret(subscription.company_id, subscription.installation_id);
 */
export async function installationWebhookSecret(companyId: number, installationId: string): Promise<string> {
  const installation = await getInstallation(companyId, installationId);
  if (!installation) throw new Error(`Installation ${installationId} of company ${companyId} does not exist`);
  return openSecret(installation.webhook_secret_sealed);
}
