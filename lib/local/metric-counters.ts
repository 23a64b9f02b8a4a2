import { observeMetrics, type EmittedMetrics } from '../../shared/platform/observability/metrics';

/** Running totals of one metric: a sum for counts; count, mean and max for durations. */
export interface MetricTotal {
  sum: number;
  samples: number;
  max: number;
}

/**
 * What CloudWatch would aggregate from the functions' EMF lines, kept in memory by the local
 * runtime: totals per metric name, optionally only for emissions carrying no extra dimension
 * (the pipeline's) or only for one dimension (per route).
 */
export class MetricCounters {
  private readonly totals = new Map<string, MetricTotal>();
  private readonly stop: () => void;

  constructor(private readonly accepts: (emitted: EmittedMetrics) => boolean = () => true) {
    this.stop = observeMetrics((emitted) => this.add(emitted));
  }

  /** Totals by metric name; durations also report their mean. */
  snapshot(): Record<string, { sum: number; samples: number; max: number; mean?: number }> {
    return Object.fromEntries(
      [...this.totals].map(([name, total]) => [
        name,
        { ...total, ...(total.samples > 0 ? { mean: Math.round((total.sum / total.samples) * 100) / 100 } : {}) },
      ]),
    );
  }

  /** Stops counting. */
  close(): void {
    this.stop();
  }

  private add(emitted: EmittedMetrics): void {
    if (!this.accepts(emitted)) return;
    for (const { metric, value } of emitted.points) {
      const total = this.totals.get(metric.name) ?? { sum: 0, samples: 0, max: 0 };
      total.sum += value;
      total.samples += 1;
      total.max = Math.max(total.max, value);
      this.totals.set(metric.name, total);
    }
  }
}
