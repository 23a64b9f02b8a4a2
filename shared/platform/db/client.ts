import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { traceClient } from '../observability/tracing';
import { currentWriteGuard } from './write-guard';

/** Commands that write outside a transaction, so a write guard's check could not join them. */
const UNGUARDED_WRITES = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand']);

let client: DynamoDBDocumentClient | undefined;

/** The DocumentClient, created once per container and reused across invocations. */
export function db(): DynamoDBDocumentClient {
  if (!client) {
    const { region, dynamodbEndpoint } = config();
    const base = new DynamoDBClient({ region, endpoint: dynamodbEndpoint });
    // Inside a write guard every write must carry the guard's check (writeItem, transactWrite): a
    // plain write sent there is a bug that would skip it, so it fails loudly instead.
    base.middlewareStack.add(
      (next, context) => async (args) => {
        if (currentWriteGuard() && UNGUARDED_WRITES.has(context.commandName ?? ''))
          throw new Error(`${context.commandName} inside a write guard: use writeItem or transactWrite`);
        return next(args);
      },
      { step: 'initialize', name: 'refuseUnguardedWrites' },
    );
    client = DynamoDBDocumentClient.from(traceClient(base), {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return client;
}

/** The table name from configuration. */
export function tableName(): string {
  return config().tableName;
}
