import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent, SQSEvent, SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { queueBatchHandler, queueMessageHandler } from '../../shared/edge/consumers/queue-consumer';
import { streamBatchHandler, streamRecordHandler } from '../../shared/edge/consumers/stream-consumer';

const outboxEntry = {
  trigger: { kind: 'table-stream', filter: { entity: 'outbox', eventName: 'INSERT', resource: 'subscription' } },
} as const;

function sqsEvent(bodies: string[]): SQSEvent {
  return {
    Records: bodies.map(
      (body, index) =>
        ({
          messageId: `m${index}`,
          receiptHandle: `r${index}`,
          body,
          attributes: { ApproximateReceiveCount: '2' },
        }) as unknown as SQSRecord,
    ),
  };
}

function outboxEvent(items: Record<string, unknown>[]): DynamoDBStreamEvent {
  return {
    Records: items.map((item, index) => ({
      eventName: 'INSERT',
      dynamodb: { SequenceNumber: `s${index}`, NewImage: marshall(item) as never },
    })),
  };
}

describe('the consumer kit', () => {
  it('runs every message of a queue batch and reports each one that threw, alone', async () => {
    const handled: string[] = [];
    const handler = queueMessageHandler(
      async (message) => {
        if (message.body === 'bad') throw new Error('refused');
        handled.push(`${message.body}/${message.receiveCount}`);
      },
      { failureMessage: 'test message failed' },
    );
    expect(await handler(sqsEvent(['a', 'bad', 'c', 'bad']))).toEqual({
      batchItemFailures: [{ itemIdentifier: 'm1' }, { itemIdentifier: 'm3' }],
    });
    expect(handled.sort()).toEqual(['a/2', 'c/2']);
  });

  it('hands a batch handler the messages and reports the ids it answers failed', async () => {
    const handler = queueBatchHandler(async (messages) =>
      messages.filter((message) => message.body === 'bad').map((message) => message.messageId),
    );
    expect(await handler(sqsEvent(['a', 'bad']))).toEqual({ batchItemFailures: [{ itemIdentifier: 'm1' }] });
  });

  it('handles the records of one key once per stream batch, and only those the filter selects', async () => {
    const handled: unknown[] = [];
    const handler = streamRecordHandler(outboxEntry, async (item) => void handled.push(item.event), {
      failureMessage: 'test record failed',
      onceBy: (item) => String((item.data as { id: number }).id),
    });
    const event = outboxEvent([
      { entity: 'outbox', resource: 'subscription', event: 'renewed', data: { id: 1 } },
      { entity: 'outbox', resource: 'subscription', event: 'expired', data: { id: 1 } },
      { entity: 'outbox', resource: 'order', event: 'created', data: { id: 2 } },
      { entity: 'outbox', resource: 'subscription', event: 'paused', data: { id: 3 } },
    ]);
    expect(await handler(event)).toEqual({ batchItemFailures: [] });
    expect(handled).toEqual(['renewed', 'paused']);
  });

  it('reports the earliest record a stream batch handler answers failed, and skips a batch the filter empties', async () => {
    const batches: number[] = [];
    const handler = streamBatchHandler(outboxEntry, async (records) => {
      batches.push(records.length);
      return records
        .slice(1)
        .map((record) => record.id)
        .reverse();
    });
    const subscription = { entity: 'outbox', resource: 'subscription' };
    expect(
      await handler(outboxEvent([subscription, { entity: 'outbox', resource: 'order' }, subscription, subscription])),
    ).toEqual({ batchItemFailures: [{ itemIdentifier: 's2' }] });
    expect(await handler(outboxEvent([{ entity: 'member' }]))).toEqual({ batchItemFailures: [] });
    expect(batches).toEqual([3]);
  });
});
