import type { SQSEvent } from 'aws-lambda';
import { traced } from '../../platform/observability/tracing';
import {
  failures,
  processPartialResponse,
  type PartialBatchResponse,
  type PartialResponseOptions,
} from './partial-response';

/** An SQS message as a queue consumer is given it. */
export interface QueueMessage {
  readonly messageId: string;
  readonly receiptHandle: string;
  readonly body: string;
  /** SQS's ApproximateReceiveCount: above 1 the message came back (a failure, a crash, on its way to the DLQ). */
  readonly receiveCount: number;
}

/** The messages of an SQS event. */
export function queueMessages(event: SQSEvent): QueueMessage[] {
  return event.Records.map((record) => ({
    messageId: record.messageId,
    receiptHandle: record.receiptHandle,
    body: record.body,
    receiveCount: Number(record.attributes.ApproximateReceiveCount),
  }));
}

/** A queue consumer handled one message at a time (side by side): each message that throws is logged and retried alone. */
export function queueMessageHandler(
  handleMessage: (message: QueueMessage) => Promise<unknown>,
  options: Omit<PartialResponseOptions<QueueMessage>, 'inOrder'>,
): (event: SQSEvent) => Promise<PartialBatchResponse> {
  return traced(async (event: SQSEvent) =>
    processPartialResponse(
      queueMessages(event).map((message) => ({ id: message.messageId, value: message })),
      handleMessage,
      { ...options, inOrder: false },
    ),
  );
}

/**
 * A queue consumer that handles the batch's messages together (shared reads and writes) and
 * answers the ids of those that failed; SQS retries only those.
 */
export function queueBatchHandler(
  handleBatch: (messages: readonly QueueMessage[]) => Promise<readonly string[]>,
): (event: SQSEvent) => Promise<PartialBatchResponse> {
  return traced(async (event: SQSEvent) => failures(await handleBatch(queueMessages(event))));
}
