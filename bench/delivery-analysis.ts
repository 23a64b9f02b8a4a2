import type { LatencyPercentiles } from './bench-results';
import { median, percentile } from './stats';
import type { Arrival } from './webhook-receiver';

/** The first arrival of one (subscription, event) delivery, with what its envelope says. */
export interface ReceivedDelivery {
  readonly arrival: Arrival;
  /** Envelope `id`: the delivery id, the same on every attempt. */
  readonly deliveryId: number;
  /** `payload.member.id`: the write it belongs to. */
  readonly memberId: number;
}

/** Arrivals reduced to distinct deliveries. */
export interface Deliveries {
  /** First arrival per (receiver path, member), in arrival order. */
  readonly distinct: readonly ReceivedDelivery[];
  /** Arrivals beyond the first for the same (receiver path, member). */
  readonly duplicates: number;
}

/**
 * Groups a run's arrivals by (receiver path = subscription, member = event). Bodies are parsed only
 * here, after the receiver has stopped timing requests.
 */
export function distinctDeliveries(arrivals: readonly Arrival[]): Deliveries {
  const seen = new Map<string, ReceivedDelivery>();
  let duplicates = 0;
  for (const arrival of arrivals) {
    const envelope = JSON.parse(arrival.body) as { id: number; payload: { member: { id: number } } };
    const key = `${arrival.path}#${envelope.payload.member.id}`;
    if (seen.has(key)) duplicates += 1;
    else seen.set(key, { arrival, deliveryId: envelope.id, memberId: envelope.payload.member.id });
  }
  return { distinct: [...seen.values()], duplicates };
}

/** p50, p99 and max of a non-empty list of milliseconds. */
export function latencyPercentiles(values: readonly number[]): LatencyPercentiles {
  return { p50Ms: percentile(values, 50), p99Ms: percentile(values, 99), maxMs: Math.max(...values) };
}

/**
 * End-to-end latency of each delivery: from its write's commit (the create answered 201) to its
 * arrival at the receiver, both `performance.now()` of this process.
 */
export function endToEnd(deliveries: readonly ReceivedDelivery[], committedAt: ReadonlyMap<number, number>): number[] {
  return deliveries.flatMap((d) => {
    const committed = committedAt.get(d.memberId);
    return committed === undefined ? [] : [d.arrival.at - committed];
  });
}

/**
 * Splits each delivery's latency at the fan-out: `createdAt` maps a delivery id to its `created_at`
 * (epoch ms, stamped by the fan-out when it creates the delivery). Wall clock and
 * `performance.now()` meet through `performance.timeOrigin`; both are this machine's clock.
 */
export function stageSplit(
  deliveries: readonly ReceivedDelivery[],
  committedAt: ReadonlyMap<number, number>,
  createdAt: ReadonlyMap<number, number>,
): { toFanOut: LatencyPercentiles; fanOutToReceiver: LatencyPercentiles } | null {
  const toFanOut: number[] = [];
  const fanOutToReceiver: number[] = [];
  for (const d of deliveries) {
    const committed = committedAt.get(d.memberId);
    const created = createdAt.get(d.deliveryId);
    if (committed === undefined || created === undefined) continue;
    toFanOut.push(created - (performance.timeOrigin + committed));
    fanOutToReceiver.push(performance.timeOrigin + d.arrival.at - created);
  }
  return toFanOut.length
    ? { toFanOut: latencyPercentiles(toFanOut), fanOutToReceiver: latencyPercentiles(fanOutToReceiver) }
    : null;
}

/** Median body size in bytes. */
export function medianBytes(deliveries: readonly ReceivedDelivery[]): number {
  return deliveries.length ? median(deliveries.map((d) => Buffer.byteLength(d.arrival.body))) : 0;
}
