import { deliveryMetrics } from '../../platform/observability/metric-catalog';
import { emitMetrics, type MetricPoint } from '../../platform/observability/metrics';
import type { Delivery } from './delivery-entity';

/** How one attempt ended, as the metrics count it. */
export type AttemptResult = 'delivered' | 'retry' | 'exhausted' | 'gone';

/**
 * Emits one attempt's metrics: an attempt, then a success (with the end-to-end latency from the
 * event's commit to the 2xx) or a failure, and whether the failure is retried or final. A 410 is a
 * failure that is neither: the receiver asked to be disabled.
 */
export function recordAttemptMetrics(delivery: Pick<Delivery, 'occurred_at'>, result: AttemptResult, now: Date): void {
  const points: MetricPoint[] = [{ metric: deliveryMetrics.attempts, value: 1 }];
  if (result === 'delivered') {
    points.push({ metric: deliveryMetrics.successes, value: 1 }, { metric: deliveryMetrics.failures, value: 0 });
    const committed = Date.parse(delivery.occurred_at);
    if (Number.isFinite(committed))
      points.push({ metric: deliveryMetrics.endToEndLatency, value: Math.max(0, now.getTime() - committed) });
  } else {
    points.push({ metric: deliveryMetrics.successes, value: 0 }, { metric: deliveryMetrics.failures, value: 1 });
    if (result === 'retry') points.push({ metric: deliveryMetrics.retries, value: 1 });
    if (result === 'exhausted') points.push({ metric: deliveryMetrics.exhausted, value: 1 });
  }
  emitMetrics(points);
}
