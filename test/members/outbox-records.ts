import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { OutboxRecord } from '../../shared/domains/events/outbox';

/**
 * Every outbox record a company's writes committed, read back from the table's stream (the same
 * stream the relay consumes), oldest first. Outbox items have no per-company index, and the
 * stream is what proves the record committed together with the change.
 */
export async function outboxRecords(companyId: number): Promise<OutboxRecord[]> {
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  const dynamo = new DynamoDBClient({ endpoint, region });
  const streams = new DynamoDBStreamsClient({ endpoint, region });
  try {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: process.env.TABLE_NAME }));
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: Table!.LatestStreamArn! }));
    const found: OutboxRecord[] = [];
    for (const shard of StreamDescription?.Shards ?? []) {
      let iterator = (
        await streams.send(
          new GetShardIteratorCommand({
            StreamArn: Table!.LatestStreamArn!,
            ShardId: shard.ShardId!,
            ShardIteratorType: 'TRIM_HORIZON',
          }),
        )
      ).ShardIterator;
      while (iterator) {
        const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
        for (const record of page.Records ?? []) {
          if (record.eventName !== 'INSERT' || !record.dynamodb?.NewImage) continue;
          const item = unmarshall(record.dynamodb.NewImage as never) as Partial<OutboxRecord>;
          if (item.entity === 'outbox' && item.company_id === companyId) found.push(item as OutboxRecord);
        }
        // An open shard keeps answering an iterator; an empty page means it is drained for now.
        iterator = (page.Records ?? []).length > 0 ? page.NextShardIterator : undefined;
      }
    }
    return found.sort((a, b) => a.occurred_at.localeCompare(b.occurred_at));
  } finally {
    dynamo.destroy();
    streams.destroy();
  }
}
