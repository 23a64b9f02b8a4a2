import { createHmac } from 'node:crypto';
import type { Account, StripeObject } from './state';

/** What one delivery of one event to one endpoint went through. */
export interface WebhookDelivery {
  readonly event: string;
  readonly type: string;
  readonly endpoint: string;
  readonly url: string;
  readonly attempts: { at: string; status?: number; error?: string }[];
  /** `delivered`, `retrying` (a later attempt is scheduled) or `failed` (retries exhausted). */
  state: 'pending' | 'delivered' | 'retrying' | 'failed';
}

/** Options of webhook delivery. */
export interface WebhookOptions {
  /** Waits before each retry of a failed delivery; its length is the number of retries. @default 1 s, 5 s, 30 s, 2 min, 10 min */
  readonly retryDelaysMs?: readonly number[];
  /** How long an endpoint has to answer. @default 10 s */
  readonly timeoutMs?: number;
}

const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000];

/**
 * The `Stripe-Signature` header Stripe sends: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload"
 * keyed by the endpoint's whole `whsec_` secret>`, which `stripe.webhooks.constructEvent` verifies.
 */
export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Sends each event to the account's enabled webhook endpoints that subscribed to its type (or
 * `*`), signed as Stripe signs, retrying a failed delivery (no answer or not 2xx) after each
 * configured delay, each attempt signed anew.
 */
export class WebhookDispatcher {
  readonly deliveries: WebhookDelivery[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly options: WebhookOptions = {}) {}

  /** The endpoints of `account` that receive this event type. */
  recipients(account: Account, type: string): StripeObject[] {
    return [...account.objects.values()].filter(
      (endpoint) =>
        endpoint.object === 'webhook_endpoint' &&
        endpoint.status === 'enabled' &&
        (endpoint.enabled_events.includes('*') || endpoint.enabled_events.includes(type)),
    );
  }

  /** Starts delivering `event` to its recipients; returns at once. */
  dispatch(account: Account, event: StripeObject, endpoints = this.recipients(account, event.type)): void {
    const payload = JSON.stringify(event, null, 2);
    for (const endpoint of endpoints) {
      const delivery: WebhookDelivery = {
        event: event.id,
        type: event.type,
        endpoint: endpoint.id,
        url: endpoint.url,
        attempts: [],
        state: 'pending',
      };
      this.deliveries.push(delivery);
      this.attempt(account, event, endpoint.id, payload, delivery);
    }
  }

  /** Cancels scheduled retries and waits for attempts under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    await Promise.allSettled([...this.inFlight]);
  }

  private attempt(
    account: Account,
    event: StripeObject,
    endpointId: string,
    payload: string,
    delivery: WebhookDelivery,
  ): void {
    if (this.stopped) return;
    const secret = account.webhookSecrets.get(endpointId);
    const endpoint = account.objects.get(endpointId);
    // A deleted or disabled endpoint gets no more attempts.
    if (!secret || !endpoint || endpoint.status !== 'enabled') {
      delivery.state = 'failed';
      return;
    }
    const run = this.post(endpoint.url, payload, secret).then((outcome) => {
      delivery.attempts.push({ at: new Date().toISOString(), ...outcome });
      if (outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300) {
        delivery.state = 'delivered';
        event.pending_webhooks = Math.max(0, event.pending_webhooks - 1);
        return;
      }
      const delays = this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
      const delay = delays[delivery.attempts.length - 1];
      if (delay === undefined || this.stopped) {
        delivery.state = 'failed';
        return;
      }
      delivery.state = 'retrying';
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.attempt(account, event, endpointId, payload, delivery);
      }, delay);
      timer.unref();
      this.timers.add(timer);
    });
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
  }

  private async post(url: string, payload: string, secret: string): Promise<{ status?: number; error?: string }> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signatureHeader(payload, secret),
        },
        body: payload,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      return { status: response.status };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }
}
