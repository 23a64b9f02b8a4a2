import type Stripe from 'stripe';
import { config } from '../../../platform/config';

// What the Stripe adapter and the Stripe event reader (two lazy modules) share.

/** Metadata key of refunds made through the platform (stripe-events.ts tells them from dashboard refunds by it). */
export const PLATFORM_REFUND_KEY = 'platform_refund_key';

/**
 * The SDK's options: locally the emulator's host, port and protocol (STRIPE_API_URL), deployed
 * Stripe's defaults. The SDK retries network failures with the same idempotency key.
 */
export function clientOptions(): Stripe.StripeConfig {
  const base = config().stripeApiUrl;
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 8_000, telemetry: false };
  if (!base) return options;
  const url = new URL(base);
  return {
    ...options,
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}
