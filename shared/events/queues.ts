import { ChangeMessageVisibilityCommand, SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../config';
import type { QueueKey } from './pipeline-definition';
import { traceClient } from '../observability/tracing';

/** SendMessageBatch takes at most 10 entries. */
const BATCH_LIMIT = 10;
/** Environment variable holding each pipeline queue's URL (CDK sets them from this map). */
export const queueUrlVariables: Record<QueueKey, string> = { events: 'EVENTS_QUEUE_URL', deliveries: 'DELIVERIES_QUEUE_URL' };

let client: SQSClient | undefined;
const sqs = () => (client ??= traceClient(new SQSClient({ region: config().region })));

/** URL of a pipeline queue, from the environment CDK (or the local runtime) sets. */
export function queueUrl(queue: QueueKey): string {
  const url = process.env[queueUrlVariables[queue]];
  if (!url) throw new Error(`Missing ${queueUrlVariables[queue]}`);
  return url;
}

/** Sends JSON messages to a pipeline queue; throws when any entry is refused so the caller retries. */
export async function sendMessages(queue: QueueKey, bodies: readonly unknown[]): Promise<void> {
  for (let start = 0; start < bodies.length; start += BATCH_LIMIT) {
    const result = await sqs().send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl(queue),
        Entries: bodies.slice(start, start + BATCH_LIMIT).map((body, index) => ({ Id: String(index), MessageBody: JSON.stringify(body) })),
      }),
    );
    if (result.Failed?.length) throw new Error(`SQS refused ${result.Failed.length} message(s): ${result.Failed[0]!.Message}`);
  }
}

/** Sets when a received message becomes visible again: the retry delay of a failed delivery. */
export async function delayRedelivery(queue: QueueKey, receiptHandle: string, seconds: number): Promise<void> {
  await sqs().send(new ChangeMessageVisibilityCommand({ QueueUrl: queueUrl(queue), ReceiptHandle: receiptHandle, VisibilityTimeout: seconds }));
}
