import type { PipelineEventDetail } from '../../events/event-bus';
import type { DeliveryEndpoint, EndpointResolver, EventTarget, TargetFinder, TargetRequest } from './delivery-target';
import { dropletLifecycleEndpoints, dropletLifecycleTargets } from './droplet-lifecycle-targets';
import { subscriptionEndpoints, subscriptionTargets } from './subscription-targets';

/** Every kind of receiver the fan-out considers, in order. */
const targetFinders: readonly TargetFinder[] = [subscriptionTargets, dropletLifecycleTargets];

/** The same kinds, as the deliver consumer resolves them. */
const endpointResolvers: readonly EndpointResolver[] = [subscriptionEndpoints, dropletLifecycleEndpoints];

/**
 * The target ids of each event, in order; events a kind gives the same batch key share one
 * lookup (ten `member_created` of one company: one Query). A failed lookup rejects only the
 * events that needed it.
 */
export function targetsForEach(events: readonly PipelineEventDetail[]): Array<Promise<EventTarget[]>> {
  const perKind = targetFinders.map((kind) => {
    const shared = new Map<string, Promise<EventTarget[]>>();
    return events.map((event) => {
      const key = kind.batchKey?.(event);
      if (key === undefined) return kind.targetsFor(event);
      if (!shared.has(key)) shared.set(key, kind.targetsFor(event));
      return shared.get(key)!;
    });
  });
  return events.map(async (_, index) => (await Promise.all(perKind.map((lookups) => lookups[index]!))).flat());
}

/** The endpoints behind stored targets of one company, by target id; a target whose receiver is gone is absent. */
export async function endpointsFor(
  companyId: number,
  requests: readonly TargetRequest[],
): Promise<Map<string, DeliveryEndpoint>> {
  const unique = [...new Map(requests.map((request) => [request.targetId, request])).values()];
  const maps = await Promise.all(
    endpointResolvers.map((kind) => {
      const own = unique.filter(({ targetId }) => targetId.startsWith(kind.prefix));
      return own.length ? kind.endpointsFor(companyId, own) : new Map<string, DeliveryEndpoint>();
    }),
  );
  return new Map(maps.flatMap((map) => [...map]));
}
