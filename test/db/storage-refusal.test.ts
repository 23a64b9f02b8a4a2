import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { db, tableName } from '../../shared/platform/db/client';
import { storageRefusal } from '../../shared/platform/db/storage-refusal';
import { transactWrite } from '../../shared/platform/db/transact';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { errorStatus } from '../../shared/edge/http/error-statuses';
import { defineRoute } from '../../shared/edge/http/route';
import { apiGatewayEvent, testContext } from '../helpers/api-gateway-event';

/** The error DynamoDB Local (the real engine) throws for `write`, or undefined when it succeeds. */
async function refusalOf(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
    return undefined;
  } catch (error) {
    return error;
  }
}

const key = () => ({ pk: `STORAGE-REFUSAL#${randomUUID()}`, sk: 'ITEM' });
const put = (item: Record<string, unknown>) => () =>
  db().send(new PutCommand({ TableName: tableName(), Item: { ...key(), ...item } }));

describe('storageRefusal maps DynamoDB refusals of the values written (real ValidationExceptions)', () => {
  it.each([
    ['number below 1E-130 (1e-131)', put({ n: 1e-131 }), 422, 'value_not_storable'],
    ['subnormal number (1e-320)', put({ n: 1e-320 }), 422, 'value_not_storable'],
    ['number past 2^53 (SDK marshaller)', put({ n: 1e300 }), 422, 'value_not_storable'],
    ['item over 400 KB', put({ text: 'x'.repeat(410_000) }), 413, 'item_too_large'],
    ['nesting past 32 levels', put({ deep: JSON.parse('['.repeat(40) + ']'.repeat(40)) }), 422, 'value_not_storable'],
    [
      'empty key attribute',
      () => db().send(new PutCommand({ TableName: tableName(), Item: { pk: '', sk: 'x' } })),
      422,
      'value_not_storable',
    ],
    ['empty index key attribute', put({ gsi1pk: '' }), 422, 'value_not_storable'],
    [
      'number in a transaction',
      () => transactWrite([{ Put: { Item: { ...key(), n: 1e-131 } } }]),
      422,
      'value_not_storable',
    ],
    [
      'number in an update expression',
      () =>
        db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: key(),
            UpdateExpression: 'SET n = :n',
            ExpressionAttributeValues: { ':n': 1e-131 },
          }),
        ),
      422,
      'value_not_storable',
    ],
  ])('%s → %s', async (_name, write, status, code) => {
    const error = await refusalOf(write);
    expect(error).toBeInstanceOf(Error);
    const refusal = storageRefusal(error);
    expect(refusal).toMatchObject({ code });
    expect(errorStatus(refusal!)).toBe(status);
    expect(refusal?.message).not.toMatch(/pk|gsi1/);
  });

  it('leaves errors of our own making (expression syntax) as unexpected', async () => {
    const error = await refusalOf(() =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key(),
          UpdateExpression: 'SET = :n',
          ExpressionAttributeValues: { ':n': 1 },
        }),
      ),
    );
    expect((error as Error).name).toBe('ValidationException');
    expect(storageRefusal(error)).toBeUndefined();
  });
});

describe('the handler kit answers a store refusal with the envelope, never a 500', () => {
  const route = defineRoute({
    id: 'testStoreRaw',
    method: 'POST',
    path: '/test/store',
    handler: 'test/store',
    surface: 'platform',
    auth: { kind: 'none' },
    summary: 'writes whatever number it is given, with no preset in front',
    request: { body: z.object({ n: z.number() }) },
    response: { status: 201 },
  });
  const handler = defineHandler(route, async ({ body }) => {
    await put({ n: body.n })();
    return {};
  });

  it.each([
    ['1e-131', 422],
    ['1e-320', 422],
    ['1e300', 422],
  ])('n = %s → %i with the request id', async (n, status) => {
    const result = (await handler(
      apiGatewayEvent({
        method: 'POST',
        path: '/test/store',
        headers: { 'content-type': 'application/json' },
        body: `{"n":${n}}`,
      }),
      testContext,
    )) as {
      statusCode: number;
      body: string;
    };
    expect(result.statusCode).toBe(status);
    expect(JSON.parse(result.body)).toEqual({
      error_message: expect.stringContaining('outside the range that can be stored'),
      errors: { body: [expect.any(String)] },
      meta: {
        request_id: 'test-request-id-0001',
        timestamp: expect.any(String),
        code: expect.stringMatching(/^(value_not_storable|item_too_large)$/),
      },
    });
  });
});
