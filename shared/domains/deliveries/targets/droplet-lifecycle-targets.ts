import { openSecret } from '../../../platform/crypto/secret-box';
import type { Droplet } from '../../droplets/droplet-entity';
import { getDroplet } from '../../droplets/droplet-store';
import type { DeliveryEndpoint, EndpointResolver, TargetFinder } from './delivery-target';

const PREFIX = 'droplet-lifecycle:';

/** The lifecycle events and the droplet URL each one is delivered to. */
const lifecycleUrls = {
  installed: (droplet: Droplet) => droplet.install_webhook_url,
  uninstalled: (droplet: Droplet) => droplet.uninstall_webhook_url,
} as const satisfies Record<string, (droplet: Droplet) => string | null>;

type LifecycleEvent = keyof typeof lifecycleUrls;

function isLifecycleEvent(event: string): event is LifecycleEvent {
  return Object.hasOwn(lifecycleUrls, event);
}

/** Target id of a droplet's lifecycle URL for one event: `droplet-lifecycle:<event>:<uuid>`. */
export function dropletLifecycleTargetId(event: LifecycleEvent, dropletUuid: string): string {
  return `${PREFIX}${event}:${dropletUuid}`;
}

/**
 * Droplet lifecycle URLs: `droplet.installed` and `droplet.uninstalled` go to the droplet's install
 * and uninstall URLs, signed with its lifecycle secret, through the same retries and DLQ as
 * subscriptions. URL and secret are read at each attempt. A 410 or exhausted retries change nothing
 * on the droplet: the URL is the vendor's to fix.
 */
export const dropletLifecycleTargets: TargetFinder = {
  prefix: PREFIX,
  async targetsFor(event) {
    const uuid = event.data.uuid;
    if (event.resource !== 'droplet' || !isLifecycleEvent(event.event) || typeof uuid !== 'string') return [];
    const droplet = await getDroplet(uuid);
    return droplet && lifecycleUrls[event.event](droplet) ? [{ id: dropletLifecycleTargetId(event.event, uuid) }] : [];
  },
};

/** The lifecycle URL and the droplet's lifecycle secrets (opened) behind lifecycle targets. */
export const dropletLifecycleEndpoints: EndpointResolver = {
  prefix: PREFIX,
  async endpointsFor(_companyId, requests) {
    const endpoints = await Promise.all(
      requests.map(async ({ targetId }) => [targetId, await endpointOf(targetId)] as const),
    );
    return new Map(endpoints.filter((entry): entry is [string, DeliveryEndpoint] => entry[1] !== undefined));
  },
};

/** The lifecycle URL behind a target id, read at each attempt (lifecycle deliveries are rare: one read each). */
async function endpointOf(targetId: string): Promise<DeliveryEndpoint | undefined> {
  const [event, uuid] = targetId.slice(PREFIX.length).split(':') as [string, string | undefined];
  if (!isLifecycleEvent(event) || !uuid) return undefined;
  const droplet = await getDroplet(uuid);
  const url = droplet ? lifecycleUrls[event](droplet) : null;
  if (!droplet || !url) return undefined;
  const overlapping =
    droplet.previous_lifecycle_secret_sealed &&
    Date.parse(droplet.previous_lifecycle_secret_expires_at ?? '') > Date.now();
  return {
    url,
    method: 'post',
    secret: openSecret(droplet.lifecycle_secret_sealed),
    ...(overlapping ? { previousSecret: openSecret(droplet.previous_lifecycle_secret_sealed!) } : {}),
    authToken: null,
    active: true,
    lastDeliveryResource: null,
    onDelivered: async () => {},
    onFailed: async () => {},
    onGone: async () => {},
  };
}
