// Dependency-free on purpose, like the verifiers: vendors may copy it. test/verify/lifecycle-types.unit.test.ts
// proves these types equal what the service publishes (shared/domains/droplets/droplet-payload.ts).
import type { DeliveryEnvelope } from './verify-delivery.js';

/** What both lifecycle payloads say about the droplet and the installing company. */
export interface DropletLifecycleIdentity {
  /** Your droplet's uuid. */
  uuid: string;
  name: string;
  /** Installation reference (`dri_…`); key your stored credentials by it. */
  installation_id: string;
  company_id: number;
  /** The store's shop identifier: the `dest` of its session tokens. */
  company_subdomain: string;
  lifecycle_contract_version: string;
}

/** `payload.droplet` of `droplet.installed`. */
export interface DropletInstalledData extends DropletLifecycleIdentity {
  scopes: string[];
  /** Single-use, 10 minutes: POST `{exchange_token}` to `exchange_url` (no bearer) for the `dit_` token and webhook secret. */
  exchange_token: string;
  exchange_url: string;
  exchange_token_expires_at: string;
  installed_at: string;
}

/** `payload.droplet` of `droplet.uninstalled`: the installation token is already revoked; erase what you stored. */
export interface DropletUninstalledData extends DropletLifecycleIdentity {
  uninstalled_at: string;
}

// A type alias, not an interface: only aliases are assignable to DeliveryEnvelope's Record payload.
type LifecyclePayload<Name extends string, Event extends string, Data> = {
  droplet: Data;
  event_name: Name;
  schema_version: string;
  schema_hash: string;
  company_id: number;
  resource_name: string;
  resource: 'droplet';
  event: Event;
};

/** The delivery your `install_webhook_url` receives. */
export interface DropletInstalledEnvelope extends DeliveryEnvelope {
  name: 'droplet.installed';
  payload: LifecyclePayload<'droplet.installed', 'installed', DropletInstalledData>;
}

/** The delivery your `uninstall_webhook_url` receives. */
export interface DropletUninstalledEnvelope extends DeliveryEnvelope {
  name: 'droplet.uninstalled';
  payload: LifecyclePayload<'droplet.uninstalled', 'uninstalled', DropletUninstalledData>;
}

/** Either lifecycle delivery; `switch (envelope.name)` narrows `payload.droplet`. */
export type DropletLifecycleEnvelope = DropletInstalledEnvelope | DropletUninstalledEnvelope;

/** The lifecycle event names (SPEC "Events" 5). */
export const DROPLET_LIFECYCLE_EVENTS = ['droplet.installed', 'droplet.uninstalled'] as const;

/**
 * Narrows a verified envelope to a lifecycle delivery by its `name` and the shape of `payload.droplet`.
 *
 * @example
 * const result = verifyDelivery(rawBody, req.headers, process.env.DROPLET_SECRET!);
 * if (result.ok && isDropletLifecycleEnvelope(result.envelope)) {
 *   switch (result.envelope.name) {
 *     case 'droplet.installed': await redeem(result.envelope.payload.droplet.exchange_token); break;
 *     case 'droplet.uninstalled': await forget(result.envelope.payload.droplet.installation_id); break;
 *   }
 * }
 */
export function isDropletLifecycleEnvelope(envelope: DeliveryEnvelope): envelope is DropletLifecycleEnvelope {
  const droplet = envelope.payload.droplet as Partial<DropletInstalledData & DropletUninstalledData> | undefined;
  if (
    typeof droplet !== 'object' ||
    droplet === null ||
    typeof droplet.installation_id !== 'string' ||
    typeof droplet.uuid !== 'string'
  )
    return false;
  if (envelope.name === 'droplet.installed')
    return typeof droplet.exchange_token === 'string' && typeof droplet.exchange_url === 'string';
  return envelope.name === 'droplet.uninstalled' && typeof droplet.uninstalled_at === 'string';
}
