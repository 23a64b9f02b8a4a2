import { apiTokenEntity } from '../domains/auth/api-token-entity';
import { getCompany } from '../domains/company/company-store';
import { retryStaleWrites, StaleWrite } from '../platform/db/retry-stale-write';
import { transactWrite, type WriteItem } from '../platform/db/transact';
import { getDroplet } from '../domains/droplets/droplet-store';
import { installationEntity, installedGuardKey, type Installation } from '../domains/droplets/installation-entity';
import { requireInstallation } from '../domains/droplets/installation-store';
import { deactivateInstallationSubscriptions } from '../domains/webhooks/installation-subscriptions';
import { deactivateOwnerRegistrations } from '../domains/callbacks/registration-store';
import { uninstalledEvent } from '../domains/droplets/lifecycle-events';

/**
 * Uninstalls: one transaction deactivates the installation, releases the install guard, revokes its
 * token and writes `droplet.uninstalled`; then its webhook subscriptions and callback registrations
 * are deactivated. Uninstalling an inactive installation repeats only that idempotent last step, so
 * a retry after a crash between the two completes the job.
 */
export async function uninstallDroplet(
  companyId: number,
  installationId: string,
  now: Date = new Date(),
): Promise<Installation> {
  return retryStaleWrites(
    async () => {
      const installation = await requireInstallation(companyId, installationId);
      if (!installation.active) {
        await deactivateInstallationLeftovers(companyId, installation);
        return installation;
      }
      const uninstalled: Installation = { ...installation, active: false, uninstalled_at: now.toISOString() };
      const [droplet, company] = await Promise.all([getDroplet(installation.droplet_uuid), getCompany(companyId)]);
      const { failedIndex } = await transactWrite([
        deactivate(installation, uninstalled.uninstalled_at!),
        { Delete: { Key: installedGuardKey(companyId, installation.droplet_uuid) } },
        ...(installation.token_hash ? [revoke(installation.token_hash, now)] : []),
        ...(droplet ? [uninstalledEvent(droplet, installation, company, uninstalled.uninstalled_at!)] : []),
      ]);
      // The installation changed since it was read (uninstalled meanwhile, or its token was just issued): read again.
      if (failedIndex !== undefined) throw new StaleWrite();
      await deactivateInstallationLeftovers(companyId, installation);
      return uninstalled;
    },
    { conflictMessage: 'The installation is changing; retry' },
  );
}

/** What the app created and that must stop answering for it: its subscriptions and its callback registrations. */
async function deactivateInstallationLeftovers(companyId: number, installation: Installation): Promise<void> {
  await Promise.all([
    deactivateInstallationSubscriptions(companyId, installation.id),
    deactivateOwnerRegistrations(companyId, {
      owner_type: 'droplet_installation',
      owner_id: installation.token_id ?? 0,
      installation_id: installation.id,
    }),
  ]);
}

// Conditional on the state read: if an exchange recorded a token meanwhile, the retry revokes it too.
function deactivate(installation: Installation, uninstalledAt: string): WriteItem {
  return {
    Update: {
      Key: installationEntity.key(installation),
      UpdateExpression: 'SET #active = :false, uninstalled_at = :at',
      ConditionExpression: `#active = :true AND ${installation.token_id === null ? 'attribute_type(token_id, :null)' : 'token_id = :token'}`,
      ExpressionAttributeNames: { '#active': 'active' },
      ExpressionAttributeValues: {
        ':false': false,
        ':true': true,
        ':at': uninstalledAt,
        ...(installation.token_id === null ? { ':null': 'NULL' } : { ':token': installation.token_id }),
      },
    },
  };
}

function revoke(tokenHash: string, now: Date): WriteItem {
  return {
    Update: {
      Key: apiTokenEntity.key({ hash: tokenHash }),
      UpdateExpression: 'SET revoked_at = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now.toISOString() },
    },
  };
}
