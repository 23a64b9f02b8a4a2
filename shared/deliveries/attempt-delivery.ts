import { shopIdentifier } from '../company/shop-identifier';
import { logger } from '../logger';
import type { Delivery, DeliveryAttempt } from './delivery-entity';
import { deliveryEnvelope } from './delivery-envelope';
import { deliveryHeaders } from './delivery-headers';
import { recordAttemptMetrics } from './delivery-metrics';
import { parkPending, recordAttempt } from './delivery-store';
import { nextRetryDelay } from './retry-schedule';
import { sendDelivery } from './send-delivery';
import { endpointFor } from './targets/target-registry';

/** What the queue consumer should do with the message after an attempt. */
export type AttemptOutcome =
  /** Nothing more to do: delivered, skipped (no longer pending, receiver gone or inactive) or disabled by 410. */
  | { kind: 'done'; status: 'delivered' | 'skipped' | 'gone' }
  | { kind: 'retry'; delaySeconds: number }
  /** Every attempt failed: the message belongs in the DLQ. */
  | { kind: 'exhausted' };

/**
 * Makes attempt number `attempt` (1-based, the message's receive count) of a delivery: sign, send,
 * record the attempt, and decide: delivered, retry after a backoff, or give up (410, exhausted).
 */
export async function attemptDelivery(delivery: Delivery, attempt: number, now: () => Date = () => new Date()): Promise<AttemptOutcome> {
  if (delivery.status !== 'pending') return { kind: 'done', status: 'skipped' };
  const endpoint = await endpointFor(delivery.company_id, delivery.target_id);
  if (!endpoint || !endpoint.active) {
    await parkPending(delivery); // nothing will attempt it again: out of the reconciler's sight
    return { kind: 'done', status: 'skipped' };
  }

  const shop = await shopIdentifier(delivery.company_id);
  const envelope = deliveryEnvelope(delivery);
  const body = JSON.stringify(envelope);
  const result = await sendDelivery({
    url: endpoint.url,
    method: endpoint.method,
    headers: deliveryHeaders({ body, secret: endpoint.secret, previousSecret: endpoint.previousSecret, shop, authToken: endpoint.authToken, now: now() }),
    body,
  });

  const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const gone = result.statusCode === 410;
  const delay = delivered || gone ? undefined : nextRetryDelay(attempt, { retryAfterSeconds: result.retryAfterSeconds });
  const record: DeliveryAttempt = {
    attempted_at: now().toISOString(),
    status_code: result.statusCode,
    latency_ms: result.latencyMs,
    response_body: result.responseBody,
    error: result.error,
    next_attempt_at: delay === undefined ? null : new Date(now().getTime() + delay * 1000).toISOString(),
  };
  const status = delivered ? 'delivered' : delay === undefined ? 'failed' : 'pending';
  await recordAttempt(delivery, record, status);
  logger.info('delivery attempt', { delivery_id: delivery.id, attempt, target: delivery.target_id, url: endpoint.url, status, ...record });

  recordAttemptMetrics(delivery, delivered ? 'delivered' : gone ? 'gone' : delay === undefined ? 'exhausted' : 'retry', now());

  if (delivered) {
    await endpoint.onDelivered(envelope);
    return { kind: 'done', status: 'delivered' };
  }
  if (gone) {
    await endpoint.onGone();
    return { kind: 'done', status: 'gone' };
  }
  await endpoint.onFailed(now());
  return delay === undefined ? { kind: 'exhausted' } : { kind: 'retry', delaySeconds: delay };
}
