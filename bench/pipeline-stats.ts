import type { PartitionWrites } from '../lib/local/partition-writes';
import { pipelineDefinition } from '../shared/domains/events/pipeline-definition';

/** What the local pipeline has done so far, from `GET /_local/pipeline`. */
export interface PipelineStats {
  /** DynamoDB commands the consumers (in their worker threads) sent, by command. */
  readonly consumerCalls: Readonly<Record<string, number>>;
  /** Items those commands wrote, by command (lib/local/item-writes.ts): a TransactWriteItems counts its items. */
  readonly consumerItemWrites: Readonly<Record<string, number>>;
  /** Write units per partition key the consumers sent (bench-env.ts turns the measurement on). */
  readonly consumerWrites: PartitionWrites;
  /** Messages ever sent to the deliveries queue. */
  readonly deliveriesEnqueued: number;
  /** Messages on the events and deliveries queues now (visible or in flight). */
  readonly queued: number;
}

/** Reads the local pipeline's counters. */
export async function pipelineStats(baseUrl: string): Promise<PipelineStats> {
  const response = await fetch(`${baseUrl}/_local/pipeline`);
  if (!response.ok) throw new Error(`GET /_local/pipeline answered ${response.status}`);
  const body = (await response.json()) as {
    consumers: {
      dynamodb_calls: Record<string, number>;
      dynamodb_item_writes: Record<string, number>;
      partition_write_units: PartitionWrites;
    };
    sent: Record<string, number>;
    queues: Record<string, { depth: number }>;
  };
  return {
    consumerCalls: body.consumers.dynamodb_calls,
    consumerItemWrites: body.consumers.dynamodb_item_writes,
    consumerWrites: body.consumers.partition_write_units,
    deliveriesEnqueued: body.sent[pipelineDefinition.queues.deliveries.name] ?? 0,
    queued: Object.values(body.queues).reduce((sum, queue) => sum + queue.depth, 0),
  };
}

/** Messages ever sent to the deliveries queue, from the runtime's small `GET /_local/pipeline/sent` (cheap to poll). */
export async function deliveriesEnqueued(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/_local/pipeline/sent`);
  if (!response.ok) throw new Error(`GET /_local/pipeline/sent answered ${response.status}`);
  const { sent } = (await response.json()) as { sent: Record<string, number> };
  return sent[pipelineDefinition.queues.deliveries.name] ?? 0;
}

/**
 * Waits until both pipeline queues are empty, so a run neither inherits the previous run's late
 * deliveries (their table calls would count as its own) nor competes with them. Returns the
 * messages still queued when `timeoutSeconds` ran out (0 when idle).
 */
export async function waitForIdlePipeline(baseUrl: string, timeoutSeconds: number): Promise<number> {
  const deadline = performance.now() + timeoutSeconds * 1000;
  for (;;) {
    const { queued } = await pipelineStats(baseUrl);
    if (queued === 0 || performance.now() > deadline) return queued;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the queues are empty and the consumers' item writes stop moving (two readings
 * `quietMs` apart), and returns that last reading. A run's counters are read after this, not at its
 * last arrival: the relay retires a burst's outbox records while the last deliveries land, and
 * those deletes are part of what each delivery costs the table. At `timeoutSeconds` it returns the
 * reading it has.
 */
export async function settledPipelineStats(
  baseUrl: string,
  timeoutSeconds: number,
  quietMs = 500,
): Promise<PipelineStats> {
  const deadline = performance.now() + timeoutSeconds * 1000;
  let last = await pipelineStats(baseUrl);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const next = await pipelineStats(baseUrl);
    const settled = next.queued === 0 && totalOf(next.consumerItemWrites) === totalOf(last.consumerItemWrites);
    if (settled || performance.now() > deadline) return next;
    last = next;
  }
}

/** The sum of a reading's counts (every command's calls, or items written). */
export const totalOf = (counts: Readonly<Record<string, number>>) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

/** Commands sent between two readings, by command, without the ones that did not occur. */
export function callsBetween(before: PipelineStats, after: PipelineStats): Record<string, number> {
  return countsBetween(before.consumerCalls, after.consumerCalls);
}

/** Items written between two readings, by command, without the commands that wrote none. */
export function itemWritesBetween(before: PipelineStats, after: PipelineStats): Record<string, number> {
  return countsBetween(before.consumerItemWrites, after.consumerItemWrites);
}

function countsBetween(
  before: Readonly<Record<string, number>>,
  after: Readonly<Record<string, number>>,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after)
      .map(([command, count]) => [command, count - (before[command] ?? 0)] as const)
      .filter(([, count]) => count > 0),
  );
}
