import type { IntegrationType } from '../gateway-entity';
import type { AdapterContext, PaymentAdapter } from './payment-adapter';
import { testAdapter } from './test-adapter';

/**
 * Each processor's adapter. A processor SDK's adapter is a lazy module (lib/bundling/lazy-modules.ts),
 * loaded on first use, so a function that never calls the processor neither compiles nor evaluates
 * the SDK at a cold start. A second processor is one module and one row here (and its listing in
 * payment-methods.ts).
 */
const adapters: Record<IntegrationType, (context: AdapterContext) => Promise<PaymentAdapter>> = {
  test: async () => testAdapter,
  stripe: async (context) => (await import('./stripe-adapter')).stripeAdapter(context),
};

/** The adapter of a processor, built from the gateway's mode and opened secret key. */
export function adapterFor(type: IntegrationType, context: AdapterContext): Promise<PaymentAdapter> {
  return adapters[type](context);
}
