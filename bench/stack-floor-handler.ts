import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';

/**
 * The smallest handler the fixed stack allows: one zod object and one DynamoDB GetItem through
 * the DocumentClient, nothing of this project. The bench builds and cold-loads it like a
 * function, so every function's numbers read against what the stack itself costs.
 */
const input = z.object({ id: z.string() });
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async (event: unknown) => {
  const { id } = input.parse(event);
  return client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: id, sk: id } }));
};
