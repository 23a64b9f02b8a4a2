import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { companyPartition } from '../company/company-entity';
import { db, tableName } from '../../platform/db/client';

/** The first order of a company is #1001 (numbers below look like test data to merchants). */
const FIRST_NUMBER = 1001;

/**
 * Allocates a company's next order number: one atomic `ADD` on its counter item, sent just before
 * the order's transaction and outside it, because an item inside transactions serializes them
 * while a plain counter takes ~1,000 increments/s (well above any shop's peak). Numbers are unique
 * and increase with time; a checkout refused after the allocation leaves a gap, as Shopify's do.
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
