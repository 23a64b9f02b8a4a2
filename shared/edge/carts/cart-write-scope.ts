import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { CallbackSession } from '../../domains/callbacks/callback-session';
import { parseIfMatch, type MutateOptions } from '../../domains/checkout/mutate-cart';
import { AFTER_CALLBACKS_RESERVE_MS } from '../../domains/checkout/pricing-time-budget';
import { namedShopCompany } from './cart-request';

// Apart from cart-request.ts: the cart read (GET) takes neither the pricing callbacks nor the
// write path, so its function bundles neither.

/** What every cart write takes from the request: the named shop, the If-Match revision and the callbacks' time budget. */
export async function cartScope(
  event: APIGatewayProxyEventV2,
  context: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<MutateOptions> {
  return {
    companyId: await namedShopCompany(event),
    expectedRevision: parseIfMatch(event.headers?.['if-match']),
    callbacks: pricingCallbacks(context),
  };
}

/** The callbacks of one cart request: deadlines from the invocation's remaining time, less what the write needs after them. */
export function pricingCallbacks(context: Pick<Context, 'getRemainingTimeInMillis'>): CallbackSession {
  return new CallbackSession({
    remainingMs: () => context.getRemainingTimeInMillis(),
    reserveMs: AFTER_CALLBACKS_RESERVE_MS,
  });
}
