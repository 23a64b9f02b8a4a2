import type { Company } from '../company/company-entity';
import { config } from '../../platform/config';
import type { WriteItem } from '../../platform/db/transact';
import { outboxPut } from '../events/outbox';
import type { dropletInstalledPayloadSchema, dropletUninstalledPayloadSchema } from './droplet-payload';
import type { z } from 'zod';
import type { Droplet } from './droplet-entity';
import type { Installation } from './installation-entity';

/** Path of the exchange endpoint, announced in every `droplet.installed` payload. */
export const EXCHANGE_PATH = '/api/droplet_installations/exchange';

function identity(droplet: Droplet, installation: Installation, company: Company) {
  return {
    uuid: droplet.uuid,
    name: droplet.name,
    installation_id: installation.id,
    company_id: company.id,
    company_subdomain: company.subdomain,
    lifecycle_contract_version: droplet.lifecycle_contract_version,
  };
}

/**
 * The outbox Put of `droplet.installed`, carrying the exchange token in clear: it travels only to
 * the droplet's install URL (no company subscription can receive droplet events) and is worthless
 * once redeemed or ten minutes old.
 */
export function installedEvent(
  droplet: Droplet,
  installation: Installation,
  company: Company,
  exchange: { secret: string; expiresAt: string },
): WriteItem {
  const data: z.input<typeof dropletInstalledPayloadSchema> = {
    ...identity(droplet, installation, company),
    scopes: installation.scopes,
    exchange_token: exchange.secret,
    exchange_url: `${config().publicBaseUrl}${EXCHANGE_PATH}`,
    exchange_token_expires_at: exchange.expiresAt,
    installed_at: installation.installed_at,
  };
  return outboxPut({
    companyId: company.id,
    resource: 'droplet',
    event: 'installed',
    data,
    occurredAt: new Date(installation.installed_at),
  });
}

/** The outbox Put of `droplet.uninstalled`, committed with the uninstall itself. */
export function uninstalledEvent(
  droplet: Droplet,
  installation: Installation,
  company: Company,
  uninstalledAt: string,
): WriteItem {
  const data: z.input<typeof dropletUninstalledPayloadSchema> = {
    ...identity(droplet, installation, company),
    uninstalled_at: uninstalledAt,
  };
  return outboxPut({
    companyId: company.id,
    resource: 'droplet',
    event: 'uninstalled',
    data,
    occurredAt: new Date(uninstalledAt),
  });
}
