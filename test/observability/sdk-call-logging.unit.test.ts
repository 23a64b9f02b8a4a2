import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import { db } from '../../shared/platform/db/client';
import { traceClient } from '../../shared/platform/observability/tracing';

const middlewareNames = (client: { middlewareStack: { identify(): string[] } }) =>
  client.middlewareStack.identify().map((entry) => entry.split(' ')[0]);

describe('SDK call logging', () => {
  it('a new SDK client builds a redacted log entry of every call (its logger middleware)', () => {
    expect(middlewareNames(new DynamoDBClient({ region: 'us-east-1' }))).toContain('loggerMiddleware');
  });

  it('the clients the service creates leave it out: every one passes traceClient, the DocumentClient included', () => {
    expect(middlewareNames(traceClient(new SQSClient({ region: 'us-east-1' })))).not.toContain('loggerMiddleware');
    expect(middlewareNames(db())).not.toContain('loggerMiddleware');
  });
});
