import { Metrics } from '@aws-lambda-powertools/metrics';
import type { MetricDefinition } from './metric-catalog';
import { METRICS_NAMESPACE } from './metric-catalog';

/** One data point of a catalogued metric. */
export interface MetricPoint {
  readonly metric: MetricDefinition;
  readonly value: number;
}

/** What {@link emitMetrics} hands to observers: the points and their extra dimensions. */
export interface EmittedMetrics {
  readonly dimensions: Readonly<Record<string, string>>;
  readonly points: readonly MetricPoint[];
}

/** Called synchronously for every emission (the local runtime counts them for `GET /_local/pipeline`). */
export type MetricsObserver = (emitted: EmittedMetrics) => void;

const observers = new Set<MetricsObserver>();

/** Powertools' Metrics, telling whether it writes anything (its own rule: POWERTOOLS_METRICS_DISABLED, else POWERTOOLS_DEV). */
class ContainerMetrics extends Metrics {
  writesNothing(): boolean {
    return this.isDisabled();
  }
}

let instance: ContainerMetrics | undefined;

/**
 * One instance per container, created on first use so that it reads the environment the local
 * runtime sets up; the SERVICE_NAME is its default `service` dimension (as in the logger).
 */
function metrics(): ContainerMetrics {
  instance ??= new ContainerMetrics({
    namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || METRICS_NAMESPACE,
    serviceName: process.env.SERVICE_NAME ?? 'commerce-platform',
  });
  return instance;
}

/**
 * Writes the points as one CloudWatch EMF line on stdout (CloudWatch Logs turns it into metrics in
 * AWS; `POWERTOOLS_METRICS_DISABLED=true` silences it, and then nothing is built) and tells the observers. Adding, tagging and
 * flushing happen in one synchronous step, so concurrent invocations sharing the container's
 * instance (the local runtime) never mix their dimensions.
 *
 * @example emitMetrics([{ metric: routeMetrics.requests, value: 1 }], { route: 'getCompany' });
 */
export function emitMetrics(points: readonly MetricPoint[], dimensions: Readonly<Record<string, string>> = {}): void {
  if (points.length === 0) return;
  const emitter = metrics();
  // Disabled, Powertools still stores every dimension and point (each through its invocation
  // store) only to drop them at the flush: the observers are all a disabled emission has.
  if (emitter.writesNothing()) {
    notifyMetricsObservers({ dimensions, points });
    return;
  }
  for (const [name, value] of Object.entries(dimensions)) emitter.addDimension(name, value);
  for (const { metric, value } of points) emitter.addMetric(metric.name, metric.unit, value);
  emitter.publishStoredMetrics();
  notifyMetricsObservers({ dimensions, points });
}

/**
 * Tells this thread's observers of an emission already written elsewhere: the local runtime
 * forwards what its handler worker threads emit, so its counters see the consumers' metrics.
 */
export function notifyMetricsObservers(emitted: EmittedMetrics): void {
  for (const observer of observers) observer(emitted);
}

/** Registers an observer of every emission; returns the function that removes it. */
export function observeMetrics(observer: MetricsObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}
