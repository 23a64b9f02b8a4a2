import { assertWithinAuthority } from '../domains/auth/authority';
import type { Principal } from '../domains/auth/principal';
import { sealSecret } from '../platform/crypto/secret-box';
import { getCompany } from '../domains/company/company-store';
import { transactWrite } from '../platform/db/transact';
import { Conflict, NotFound, ValidationFailed } from '../platform/errors/domain-error';
import { isListed } from '../domains/droplets/droplet-entity';
import { permissionsForScopes } from '../domains/droplets/droplet-scopes';
import { operatesIn } from '../domains/droplets/droplet-settings';
import { getDroplet } from '../domains/droplets/droplet-store';
import { exchangeTokenEntity, mintExchangeToken } from '../domains/droplets/exchange-token-entity';
import {
  installationEntity,
  installedGuardKey,
  newInstallationId,
  type Installation,
} from '../domains/droplets/installation-entity';
import { mintInstallationWebhookSecret } from '../domains/droplets/installation-secret';
import { installedEvent } from '../domains/droplets/lifecycle-events';
import { companyAlpha3Countries } from '../domains/droplets/marketplace';

/**
 * Installs a droplet on a company (its own droplet, or a listed one operating in the company's
 * countries). One transaction writes the install guard (one live installation per droplet: 409),
 * the installation with the requested scopes, its single-use exchange token (hash only) and the
 * `droplet.installed` record. The scopes become a token's permissions, so the caller must hold
 * them all (403).
 */
export async function installDroplet(
  principal: Principal,
  dropletUuid: string,
  now: Date = new Date(),
): Promise<Installation> {
  const { companyId } = principal;
  const droplet = await getDroplet(dropletUuid);
  if (!droplet || (droplet.company_id !== companyId && !isListed(droplet))) throw new NotFound('Droplet');
  assertWithinAuthority(
    principal,
    permissionsForScopes(droplet.requested_scopes),
    "The droplet's scopes grant permissions the caller lacks",
  );
  if (droplet.company_id !== companyId && !operatesIn(droplet.settings, await companyAlpha3Countries(companyId))) {
    throw new ValidationFailed({ droplet: ["does not operate in any of the company's countries"] });
  }
  const company = await getCompany(companyId);
  const installation: Installation = {
    id: newInstallationId(now),
    company_id: companyId,
    droplet_uuid: droplet.uuid,
    scopes: droplet.requested_scopes,
    active: true,
    webhook_secret_sealed: sealSecret(mintInstallationWebhookSecret()),
    token_id: null,
    token_hash: null,
    credentials_issued_at: null,
    installed_at: now.toISOString(),
    uninstalled_at: null,
  };
  const exchange = mintExchangeToken(companyId, installation.id, now);
  const { failedIndex } = await transactWrite([
    {
      Put: {
        Item: {
          ...installedGuardKey(companyId, droplet.uuid),
          entity: 'droplet_installed',
          company_id: companyId,
          installation_id: installation.id,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { Item: installationEntity.toRecord(installation), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { Item: exchangeTokenEntity.toRecord(exchange.record), ConditionExpression: 'attribute_not_exists(pk)' } },
    installedEvent(droplet, installation, company, { secret: exchange.secret, expiresAt: exchange.record.expires_at }),
  ]);
  if (failedIndex === 0)
    throw new Conflict('The droplet is already installed on this company; uninstall it first', {
      errors: { droplet: ['is already installed'] },
    });
  if (failedIndex !== undefined) throw new Conflict('Installation id collision; retry');
  return installation;
}
