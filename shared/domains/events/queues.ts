import { ChangeMessageVisibilityCommand, SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { concurrencyLimit } from '../../platform/concurrency-limit';
import { config } from '../../platform/config';
import { MAX_MESSAGE_DELAY_SECONDS, type QueueKey } from './pipeline-definition';
import { traceClient } from '../../platform/observability/tracing';
import { chunked } from '../../platform/chunked';

/** SendMessageBatch takes at most 10 entries. */
const BATCH_LIMIT = 10;
/**
 * SendMessageBatch calls in flight per container, across concurrent sends (the fan-out enqueues
 * each transaction's deliveries as it commits): well inside the SDK's default 50 sockets, so a
 * fan-out's sends never starve the same container's other calls.
 */
const SEND_CONCURRENCY = 10;
/** Runs one SendMessageBatch call once fewer than {@link SEND_CONCURRENCY} are in flight. */
const withSendSlot = concurrencyLimit(SEND_CONCURRENCY);

/** Environment variable holding each pipeline queue's URL (CDK sets them from this map). */
export const queueUrlVariables: Record<QueueKey, string> = {
  events: 'EVENTS_QUEUE_URL',
  deliveries: 'DELIVERIES_QUEUE_URL',
  analytics: 'ANALYTICS_QUEUE_URL',
};

let client: SQSClient | undefined;
const sqs = () => (client ??= traceClient(new SQSClient({ region: config().region })));

/** URL of a pipeline queue, from the environment CDK (or the local runtime) sets. */
export function queueUrl(queue: QueueKey): string {
  const url = process.env[queueUrlVariables[queue]];
  if (!url) throw new Error(`Missing ${queueUrlVariables[queue]}`);
  return url;
}

/** A message to send, hidden for `delaySeconds` (0-MAX_MESSAGE_DELAY_SECONDS) before its first receive. */
export interface DelayedMessage {
  readonly body: unknown;
  readonly delaySeconds: number;
}

/** Sends JSON messages to a pipeline queue; throws when any entry is refused so the caller retries. */
export async function sendMessages(queue: QueueKey, bodies: readonly unknown[]): Promise<void> {
  await sendDelayedMessages(
    queue,
    bodies.map((body) => ({ body, delaySeconds: 0 })),
  );
}

/**
 * Sends JSON messages each with its own delay (a delayed message does not count against the
 * queue's in-flight limit). Batches of 10 go out {@link SEND_CONCURRENCY} at a time, so one event to
 * 1,000 subscriptions is not 100 round trips in a row. Throws when any entry is refused so the
 * caller retries; receivers dedup the re-sent messages on the id.
 */
export async function sendDelayedMessages(queue: QueueKey, messages: readonly DelayedMessage[]): Promise<void> {
  const batches = chunked(messages, BATCH_LIMIT);
  const refused = await Promise.all(batches.map((batch) => withSendSlot(() => sendBatch(queue, batch))));
  const failed = refused.flat();
  if (failed.length) throw new Error(`SQS refused ${failed.length} message(s): ${failed[0]!.Message}`);
}

/** One SendMessageBatch call; returns the entries SQS refused. */
async function sendBatch(queue: QueueKey, batch: readonly DelayedMessage[]) {
  const result = await sqs().send(
    new SendMessageBatchCommand({
      QueueUrl: queueUrl(queue),
      Entries: batch.map((message, index) => ({
        Id: String(index),
        MessageBody: JSON.stringify(message.body),
        ...(message.delaySeconds > 0
          ? { DelaySeconds: Math.min(Math.round(message.delaySeconds), MAX_MESSAGE_DELAY_SECONDS) }
          : {}),
      })),
    }),
  );
  return result.Failed ?? [];
}

/** Makes a received message visible again at once, so the queue's redrive policy counts it towards the DLQ. */
export async function releaseToRedrive(queue: QueueKey, receiptHandle: string): Promise<void> {
  await sqs().send(
    new ChangeMessageVisibilityCommand({
      QueueUrl: queueUrl(queue),
      ReceiptHandle: receiptHandle,
      VisibilityTimeout: 0,
    }),
  );
}
