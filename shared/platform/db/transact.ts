import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { db, tableName } from './client';
import { currentWriteGuard } from './write-guard';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
/** A transaction item without TableName: the single table is implied. */
export type WriteItem = { [K in keyof TransactItem]: Omit<NonNullable<TransactItem[K]>, 'TableName'> };

/** A transaction item and what its failed condition means to the caller (a 422 naming the cause). */
export interface GuardedWrite {
  item: WriteItem;
  /** The error to answer when this item's condition failed; `stored` is its state when it asked for it (ALL_OLD). */
  refusal?: (stored: Record<string, unknown> | undefined) => Error;
}

/**
 * Writes items atomically on the single table. Returns the index of the item whose condition
 * failed, if any, so callers can map it to a 409/422 of their own, and that item's stored state
 * when the item asked for it (`ReturnValuesOnConditionCheckFailure: 'ALL_OLD'`) and it exists.
 * Inside a write guard (write-guard.ts) the guard's check joins the transaction, and its failure
 * throws the guard's refusal.
 */
export async function transactWrite(
  items: WriteItem[],
  clientRequestToken?: string,
): Promise<{ failedIndex?: number; failedItem?: Record<string, unknown> }> {
  const guard = currentWriteGuard();
  try {
    await db().send(
      new TransactWriteCommand({
        ClientRequestToken: clientRequestToken,
        TransactItems: (guard ? [...items, guard.check] : items).map((item) => {
          const [[kind, body]] = Object.entries(item) as [[keyof TransactItem, object]];
          return { [kind]: { ...body, TableName: tableName() } } as TransactItem;
        }),
      }),
    );
    return {};
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failedIndex =
        error.CancellationReasons?.findIndex((reason) => reason.Code === 'ConditionalCheckFailed') ?? -1;
      const stored = error.CancellationReasons?.[failedIndex]?.Item;
      if (guard && failedIndex === items.length) throw guard.refusal();
      if (failedIndex >= 0) return { failedIndex, ...(stored ? { failedItem: unmarshall(stored) } : {}) };
    }
    throw error;
  }
}
