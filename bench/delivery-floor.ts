import { request } from 'node:http';
import { deliveryHeaders } from '../shared/domains/deliveries/delivery-headers';
import type { DeliveryFloor } from './bench-results';
import { percentile } from './stats';

/** What the floor sends, and where. */
export interface DeliveryFloorOptions {
  /** Receiver URL the requests go to (the bench receiver, under a path of the floor's own). */
  readonly url: string;
  /** Raw envelopes to send, one request each: the bodies the pipeline delivered in the run compared. */
  readonly bodies: readonly string[];
  /** Signing key and headers' values, as the pipeline had them. */
  readonly secret: string;
  readonly shop: string;
  readonly authToken: string;
  /** Requests in flight at once. */
  readonly concurrency: number;
}

/** Per-request bound, the same 10 s as shared/domains/deliveries/send-delivery.ts. */
const TIMEOUT_MS = 10_000;

/**
 * The least a delivery can cost: a loop that signs each envelope at send time with the pipeline's
 * own header builder (shared/domains/deliveries/delivery-headers.ts → signPayload) and POSTs it on a fresh
 * connection, as shared/platform/net/pinned-request.ts does (`agent: false`), with `concurrency` requests
 * in flight. Nothing else: no queue, no DynamoDB, no URL or DNS check.
 */
export async function runDeliveryFloor(options: DeliveryFloorOptions): Promise<DeliveryFloor> {
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < options.bodies.length) {
      const body = options.bodies[next++]!;
      const sent = performance.now();
      const headers = deliveryHeaders({
        body,
        secret: options.secret,
        shop: options.shop,
        authToken: options.authToken,
      });
      if ((await post(options.url, headers, body)) === 200) latencies.push(performance.now() - sent);
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, options.bodies.length) }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    deliveries: latencies.length,
    concurrency: options.concurrency,
    deliveriesPerSecond: latencies.length / seconds,
    requestP50Ms: latencies.length ? percentile(latencies, 50) : null,
    requestP99Ms: latencies.length ? percentile(latencies, 99) : null,
    failed,
  };
}

/** One POST; resolves with the status, or 0 when no response came within the timeout. */
function post(url: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: false,
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', () => resolve(0));
    outgoing.end(body);
  });
}
