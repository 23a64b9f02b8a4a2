import { createHash } from 'node:crypto';
import { queryCursorPage } from '../../platform/db/paginate';
import { queryAll } from '../../platform/db/query-all';
import type { WriteItem } from '../../platform/db/transact';
import { transactionEntity, type Transaction } from './transaction-entity';

/** A ledger row's id from what makes it unique (company, processor payment, operation): the same operation retried is the same row. */
export function transactionIdOf(...parts: (string | number)[]): string {
  return `txn_${createHash('sha256').update(parts.join(':')).digest('hex').slice(0, 24)}`;
}

/** The Put of a new ledger row; its condition makes a retried or raced operation record once. */
export function transactionPut(transaction: Transaction): WriteItem {
  return { Put: { Item: transactionEntity.toRecord(transaction), ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** One ledger row of the company, or undefined. */
export async function getTransaction(companyId: number, id: string): Promise<Transaction | undefined> {
  return transactionEntity.get({ company_id: companyId, id }, { consistent: true });
}

/** A page of the company's ledger, newest first (cursor bound to the company). */
export async function listTransactions(
  companyId: number,
  page: { cursor?: string; limit: number },
): Promise<{ transactions: Transaction[]; nextCursor: string | null }> {
  const { items, nextCursor } = await queryCursorPage(
    transactionEntity.query('byCompany', { company_id: companyId }, { newestFirst: true }),
    { scope: { companyId, list: 'listPaymentTransactions' }, limit: page.limit, cursor: page.cursor },
  );
  return { transactions: items.map((item) => transactionEntity.fromRecord(item)), nextCursor };
}

/** Every ledger row of one order, oldest first (an order has a handful). */
export async function orderTransactions(companyId: number, orderId: number): Promise<Transaction[]> {
  const items = await queryAll(transactionEntity.query('byOrder', { company_id: companyId, order_id: orderId }));
  return items.map((item) => transactionEntity.fromRecord(item));
}
