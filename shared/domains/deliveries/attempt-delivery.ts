import { shopIdentifier } from '../company/shop-identifier';
import { logger } from '../../platform/logger';
import type { DeliveryAttempt } from './delivery-entity';
import type { DeliveryJob } from './delivery-message';
import { deliveryHeaders } from './delivery-headers';
import { recordAttemptMetrics } from './delivery-metrics';
import { parkPending, recordAttempt } from './delivery-store';
import { nextRetryDelay } from './retry-schedule';
import { sendDelivery } from './send-delivery';
import type { DeliveryEndpoint } from './targets/delivery-target';

/** What the queue consumer should do with the message after an attempt. */
export type AttemptOutcome =
  /** Nothing more to do: delivered, skipped (receiver gone or inactive) or disabled by 410. */
  | { kind: 'done'; status: 'delivered' | 'skipped' | 'gone' }
  | { kind: 'retry'; delaySeconds: number }
  /** Every attempt failed: the message belongs in the DLQ. */
  | { kind: 'exhausted' };

/**
 * Makes attempt number `attempt` (1-based: see deliverBatch) of a delivery to its
 * endpoint (resolved for the whole batch; undefined when the receiver is gone): sign, send, record
 * the attempt and the resulting status (and, delivered, the last-delivered marker) in one UpdateItem, and decide: delivered, retry after a
 * backoff, or give up (410, exhausted). The endpoint's batch hooks are the caller's to run.
 */
export async function attemptDelivery(
  job: DeliveryJob,
  endpoint: DeliveryEndpoint | undefined,
  attempt: number,
  now: () => Date = () => new Date(),
): Promise<AttemptOutcome> {
  if (!endpoint?.active) {
    await parkPending(job); // nothing will attempt it again: out of the reconciler's sight
    return { kind: 'done', status: 'skipped' };
  }

  const shop = await shopIdentifier(job.company_id);
  const body = JSON.stringify(job.envelope);
  const result = await sendDelivery({
    url: endpoint.url,
    method: endpoint.method,
    headers: deliveryHeaders({
      body,
      secret: endpoint.secret,
      previousSecret: endpoint.previousSecret,
      shop,
      authToken: endpoint.authToken,
      now: now(),
    }),
    body,
  });

  const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const gone = result.statusCode === 410;
  const delay =
    delivered || gone ? undefined : nextRetryDelay(attempt, { retryAfterSeconds: result.retryAfterSeconds });
  const record: DeliveryAttempt = {
    attempted_at: now().toISOString(),
    status_code: result.statusCode,
    latency_ms: result.latencyMs,
    response_body: result.responseBody,
    error: result.error,
    next_attempt_at: delay === undefined ? null : new Date(now().getTime() + delay * 1000).toISOString(),
  };
  const status = delivered ? 'delivered' : delay === undefined ? 'failed' : 'pending';
  const lastDelivered = endpoint.lastDeliveryResource
    ? { resource: endpoint.lastDeliveryResource, occurredAt: job.envelope.timestamp }
    : undefined;
  await recordAttempt(job, record, status, lastDelivered);
  logger.info('delivery attempt', {
    delivery_id: job.id,
    attempt,
    target: job.target_id,
    url: endpoint.url,
    status,
    ...record,
  });

  recordAttemptMetrics(
    { occurred_at: job.envelope.timestamp },
    delivered ? 'delivered' : gone ? 'gone' : delay === undefined ? 'exhausted' : 'retry',
    now(),
  );

  if (delivered) return { kind: 'done', status: 'delivered' };
  if (gone) return { kind: 'done', status: 'gone' };
  return delay === undefined ? { kind: 'exhausted' } : { kind: 'retry', delaySeconds: delay };
}
