import type { AddressInfo } from 'node:net';
import { StripeEmulatorServer } from './server';

export { signatureHeader, type WebhookDelivery } from './webhooks';
export { TEST_CARDS, type TestCard } from './test-cards';
export type { StripeObject } from './state';

/**
 * The variable the local runtime sets to the emulator's base URL (`http://127.0.0.1:<port>`).
 * Unset (deployed), the Stripe SDK talks to Stripe.
 */
export const STRIPE_API_URL_VARIABLE = 'STRIPE_API_URL';

/** Options of a started emulator. */
export interface StripeEmulatorOptions {
  /** Port; 0 picks a free one. @default 0 */
  readonly port?: number;
  /** Address to bind. @default '127.0.0.1' */
  readonly host?: string;
  /** JSON file holding the state across restarts; none keeps it in memory. */
  readonly dataFile?: string;
  /** Waits before each webhook retry; its length is the number of retries. @default 1 s, 5 s, 30 s, 2 min, 10 min */
  readonly webhookRetryDelaysMs?: readonly number[];
}

/** A running emulator. */
export interface StripeEmulator {
  /** Base URL of the API and the stand-in pages, `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** The SDK options that point `new Stripe(key, options)` at this emulator. */
  readonly clientOptions: StripeClientOptions;
  stop(): Promise<void>;
}

/** The `host`, `port` and `protocol` options of the `stripe` SDK. */
export interface StripeClientOptions {
  readonly host: string;
  readonly port: number;
  readonly protocol: 'http' | 'https';
}

/** The SDK options for an API base URL (the value of STRIPE_API_URL). */
export function stripeClientOptions(apiUrl: string): StripeClientOptions {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'https' ? 443 : 80), protocol };
}

/**
 * Starts a Stripe-compatible emulator: Stripe's v1 wire format (form-encoded parameters, Bearer
 * test keys that each scope an account, Idempotency-Key, Stripe's errors and lists) for
 * PaymentIntents, SetupIntents, Customers, PaymentMethods, Charges, Refunds, Disputes, Events and
 * webhook endpoints (signed deliveries with retries), plus the stand-in for Stripe.js (card form,
 * 3-D Secure challenge). README.md beside this file lists what it implements.
 */
export async function startStripeEmulator(options: StripeEmulatorOptions = {}): Promise<StripeEmulator> {
  const host = options.host ?? '127.0.0.1';
  let url = '';
  const emulator = new StripeEmulatorServer({
    publicUrl: () => url,
    dataFile: options.dataFile,
    webhooks: options.webhookRetryDelaysMs ? { retryDelaysMs: options.webhookRetryDelaysMs } : undefined,
  });
  const server = emulator.server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url,
    clientOptions: stripeClientOptions(url),
    async stop() {
      await emulator.webhooks.stop();
      emulator.save();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
