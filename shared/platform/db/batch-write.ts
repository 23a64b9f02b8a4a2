import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/** One put or delete of a BatchWriteItem (lib-dynamodb's plain-object form). */
export type WriteRequest =
  | { PutRequest: { Item: Record<string, unknown> } }
  | { DeleteRequest: { Key: Record<string, unknown> } };

/** BatchWriteItem takes at most 25 requests. */
const BATCH_SIZE = 25;
/** Rounds of retrying what DynamoDB left unprocessed (throttling), with exponential backoff. */
const MAX_ROUNDS = 8;

/**
 * Sends puts and deletes of unconditioned items 25 to a call, the batches in parallel, retrying
 * the unprocessed ones; throws when some are still unprocessed after MAX_ROUNDS.
 */
export async function batchWrite(requests: readonly WriteRequest[]): Promise<void> {
  const batches: WriteRequest[][] = [];
  for (let start = 0; start < requests.length; start += BATCH_SIZE)
    batches.push(requests.slice(start, start + BATCH_SIZE));
  await Promise.all(batches.map(writeBatch));
}

async function writeBatch(batch: WriteRequest[]): Promise<void> {
  let pending = batch;
  for (let round = 0; pending.length > 0; round++) {
    if (round === MAX_ROUNDS)
      throw new Error(`BatchWriteItem left ${pending.length} requests unprocessed after ${MAX_ROUNDS} attempts`);
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
    const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    pending = (result.UnprocessedItems?.[tableName()] ?? []) as WriteRequest[];
  }
}
