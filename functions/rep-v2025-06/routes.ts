import type { RouteDefinition } from '../../shared/edge/http/route';
import { getRepProfileRoute } from './get-profile.route';
import { listRepDownlineRoute } from './list-downline.route';
import { listRepOrdersRoute } from './list-orders.route';
import { listRepEventsRoute } from './list-events.route';

/** The signed-in rep's own field data, for a member session (docs/field.md "The rep's own API"). */
export const repV2025Routes: readonly RouteDefinition[] = [
  getRepProfileRoute,
  listRepDownlineRoute,
  listRepOrdersRoute,
  listRepEventsRoute,
];
