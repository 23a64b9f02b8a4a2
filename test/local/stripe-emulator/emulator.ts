import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { type StripeEmulator, startStripeEmulator } from '../../../lib/local/stripe-emulator';

/** The emulator the file's tests share, started before them and stopped after. */
export function sharedStripeEmulator(options: Parameters<typeof startStripeEmulator>[0] = {}): {
  readonly url: string;
  emulator(): StripeEmulator;
} {
  let emulator: StripeEmulator | undefined;
  beforeAll(async () => {
    emulator = await startStripeEmulator(options);
  });
  afterAll(() => emulator?.stop());
  return {
    get url() {
      return emulator!.url;
    },
    emulator: () => emulator!,
  };
}

/** A fresh test account: the real SDK with a new secret key (its own objects), pointed at the emulator. */
export function account(emulator: { url: string }): { stripe: Stripe; secretKey: string; publishableKey: string } {
  const suffix = randomUUID().replace(/-/g, '');
  const secretKey = `sk_test_${suffix}`;
  const stripe = new Stripe(secretKey, { ...clientOptionsOf(emulator.url), maxNetworkRetries: 0 });
  return { stripe, secretKey, publishableKey: `pk_test_${suffix}` };
}

function clientOptionsOf(url: string) {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port), protocol: 'http' as const };
}

/** A raw form-encoded call, as Stripe.js or curl makes it. */
export async function call(
  url: string,
  key: string,
  method: string,
  path: string,
  form: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: any }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: method === 'GET' ? undefined : new URLSearchParams(form),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** Answers the stand-in 3-D Secure challenge of an intent as a test (`Accept: application/json`). */
export async function answerChallenge(
  intent: { next_action: Stripe.PaymentIntent.NextAction | Stripe.SetupIntent.NextAction | null },
  outcome: 'approve' | 'fail',
): Promise<any> {
  const challenge = new URL(intent.next_action!.redirect_to_url!.url!);
  const response = await fetch(`${challenge.origin}${challenge.pathname}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: challenge.searchParams.get('client_secret')!, outcome }),
  });
  if (response.status !== 200) throw new Error(`challenge answered ${response.status}`);
  return response.json();
}
