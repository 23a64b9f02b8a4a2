import { requestsReady } from '../../../platform/request-readiness';
import type { KitMiddleware } from './kit-request';

/**
 * Makes each request wait for what the function's modules registered as needed before serving
 * (the service keys, where the function signs or seals). The work starts while the function
 * initializes; a failure is retried by the next request.
 */
export function readiness(): KitMiddleware {
  requestsReady().catch(() => undefined);
  return { before: async () => requestsReady() };
}
