import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { keyAttributes, tableDefinition } from '../../shared/platform/db/table-definition';

/** Creates the single table from the shared definition unless it exists; returns its stream ARN. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<string | undefined> {
  try {
    const existing = await client.send(new DescribeTableCommand({ TableName: tableName }));
    return existing.Table?.LatestStreamArn;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const created = await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDefinition.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.streamView },
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { Enabled: true, AttributeName: tableDefinition.ttlAttribute },
    }),
  );
  return created.TableDescription?.LatestStreamArn;
}
