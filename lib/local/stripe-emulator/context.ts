import type { Params } from './params';
import type { Account, StripeObject } from './state';
import type { WebhookDispatcher } from './webhooks';

/** What a handler of one emulated endpoint gets. */
export interface EmulatorContext {
  readonly account: Account;
  readonly params: Params;
  /** The `:id` segments of the path, in order. */
  readonly pathParams: readonly string[];
  /** A publishable key may only call the endpoints Stripe.js calls, proving the intent by its client secret. */
  readonly keyKind: 'secret' | 'publishable';
  /** The emulator's own origin, for the 3-D Secure challenge URLs it hands out. */
  readonly publicUrl: string;
  readonly webhooks: WebhookDispatcher;
  /**
   * Records an event of `type` about `object` (a snapshot), lists it under /v1/events and sends
   * it to the account's webhook endpoints that enabled it.
   */
  emit(type: string, object: StripeObject, previousAttributes?: Record<string, unknown>): void;
}

/** One emulated endpoint: method, path with `:id` placeholders, and what it answers. */
export interface EmulatorRoute {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  /** Stripe.js may call it with a publishable key and the intent's client secret. */
  readonly publishable?: boolean;
  handle(context: EmulatorContext): unknown;
}
