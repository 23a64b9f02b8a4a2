import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { companyPartition } from '../company/company-entity';
import { db, tableName } from '../../platform/db/client';

/** The first order of a company is #1001 (numbers below look like test data to merchants). */
const FIRST_NUMBER = 1001;

/**
 * Allocates the next order number of a company: one atomic `ADD` on a counter item of its own
 * (`COMPANY#c#ORDER_NUMBER`), sent just before the order's transaction and outside it. Outside,
 * because an item inside transactions serializes them (concurrent transactions on one item are
 * cancelled with TransactionConflict), while a plain atomic counter takes every increment DynamoDB
 * can write to one item: about 1,000 per second (the per-partition write limit), so numbering
 * caps a company's checkout rate at ~1,000 orders/s, well above any single shop's peak. Numbers
 * are unique and increase with time; a checkout refused after the allocation (a lost stock race,
 * a retried transaction) leaves a gap, as Shopify's numbers do.
 */
export async function allocateOrderNumber(companyId: number): Promise<number> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `${companyPartition(companyId)}#ORDER_NUMBER`, sk: 'COUNTER' },
      UpdateExpression: 'ADD allocated :one SET entity = :entity',
      ExpressionAttributeValues: { ':one': 1, ':entity': 'order_number_counter' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return FIRST_NUMBER - 1 + Number(Attributes!.allocated);
}

/** The display form of an order number. */
export function formatOrderNumber(orderNumber: number): string {
  return `#${orderNumber}`;
}
