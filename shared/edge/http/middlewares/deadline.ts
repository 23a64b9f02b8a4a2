import { withInvocationDeadline } from '../../../platform/invocation-deadline';
import type { KitMiddleware } from './kit-request';
import { requestState } from './kit-request';

/**
 * Runs the implementation with the invocation's deadline in scope, so domain code bounds its
 * retries by the time the function has left (remainingTimeMs) without being handed the context.
 */
export function deadline(): KitMiddleware {
  return {
    before: async ({ event, context }) => {
      requestState(event).scopes.push((work) => withInvocationDeadline(context.getRemainingTimeInMillis?.(), work));
    },
  };
}
