import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { traceClient } from '../observability/tracing';

let client: DynamoDBDocumentClient | undefined;

/** The DocumentClient, created once per container and reused across invocations. */
export function db(): DynamoDBDocumentClient {
  if (!client) {
    const { region, dynamodbEndpoint } = config();
    client = DynamoDBDocumentClient.from(traceClient(new DynamoDBClient({ region, endpoint: dynamodbEndpoint })), {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return client;
}

/** The table name from configuration. */
export function tableName(): string {
  return config().tableName;
}
