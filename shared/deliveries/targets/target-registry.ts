import type { PipelineEventDetail } from '../../events/event-bus';
import type { DeliveryEndpoint, DeliveryTargetKind } from './delivery-target';
import { dropletLifecycleTargets } from './droplet-lifecycle-targets';
import { subscriptionTargets } from './subscription-targets';

/** Every kind of receiver the fan-out considers, in order. */
export const targetKinds: readonly DeliveryTargetKind[] = [subscriptionTargets, dropletLifecycleTargets];

/** All target ids that should receive `event`. */
export async function targetsFor(event: PipelineEventDetail): Promise<string[]> {
  return (await Promise.all(targetKinds.map((kind) => kind.targetsFor(event)))).flat();
}

/** The endpoint behind a stored target id, or undefined when its receiver is gone. */
export async function endpointFor(companyId: number, targetId: string): Promise<DeliveryEndpoint | undefined> {
  const kind = targetKinds.find((candidate) => targetId.startsWith(candidate.prefix));
  return kind?.endpointFor(companyId, targetId);
}
