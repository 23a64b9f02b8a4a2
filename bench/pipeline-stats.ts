import { pipelineDefinition } from '../shared/events/pipeline-definition';

/** What the local pipeline has done so far, from `GET /_local/pipeline`. */
export interface PipelineStats {
  /** DynamoDB commands the consumers (in their worker threads) sent, by command. */
  readonly consumerCalls: Readonly<Record<string, number>>;
  /** Messages ever sent to the deliveries queue. */
  readonly deliveriesEnqueued: number;
}

/** Reads the local pipeline's counters. */
export async function pipelineStats(baseUrl: string): Promise<PipelineStats> {
  const response = await fetch(`${baseUrl}/_local/pipeline`);
  if (!response.ok) throw new Error(`GET /_local/pipeline answered ${response.status}`);
  const body = (await response.json()) as { consumers: { dynamodb_calls: Record<string, number> }; sent: Record<string, number> };
  return { consumerCalls: body.consumers.dynamodb_calls, deliveriesEnqueued: body.sent[pipelineDefinition.queues.deliveries.name] ?? 0 };
}

/** Commands sent between two readings, by command, without the ones that did not occur. */
export function callsBetween(before: PipelineStats, after: PipelineStats): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after.consumerCalls)
      .map(([command, count]) => [command, count - (before.consumerCalls[command] ?? 0)] as const)
      .filter(([, count]) => count > 0),
  );
}
