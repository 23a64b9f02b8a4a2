import type { EmulatorRoute } from './context';
import { chargeRoutes } from './resources/charges';
import { customerRoutes } from './resources/customers';
import { disputeRoutes } from './resources/disputes';
import { emulatorHookRoutes } from './resources/emulator-hooks';
import { eventRoutes } from './resources/events';
import { paymentIntentRoutes } from './resources/payment-intents';
import { paymentMethodRoutes } from './resources/payment-methods';
import { refundRoutes } from './resources/refunds';
import { setupIntentRoutes } from './resources/setup-intents';
import { webhookEndpointRoutes } from './resources/webhook-endpoints';

/** Every endpoint the emulator answers, with its path compiled to a pattern. */
export const emulatorRoutes = [
  ...customerRoutes,
  ...paymentMethodRoutes,
  ...paymentIntentRoutes,
  ...setupIntentRoutes,
  ...chargeRoutes,
  ...refundRoutes,
  ...disputeRoutes,
  ...eventRoutes,
  ...webhookEndpointRoutes,
  ...emulatorHookRoutes,
].map((route) => ({ route, pattern: new RegExp(`^${route.path.replace(/:id/g, '([^/]+)')}$`) }));

/** The route for a method and path, with its path parameters; `pathKnown` when only the method differs (405, not 404). */
export function matchRoute(
  method: string,
  path: string,
): { route: EmulatorRoute; pathParams: string[] } | { route: null; pathKnown: boolean } {
  let pathMatched = false;
  for (const { route, pattern } of emulatorRoutes) {
    const match = pattern.exec(path);
    if (!match) continue;
    pathMatched = true;
    if (route.method === method) return { route, pathParams: match.slice(1).map(decodeURIComponent) };
  }
  return { route: null, pathKnown: pathMatched };
}
