import type { GuardedWrite } from '../../platform/db/transact';
import { outboxPut } from '../events/outbox';
import { ledgerWrites } from './ledger-rows';
import { presentTransaction } from './present-transaction';
import type { DisputeFact, ProcessorRefundFact } from './processor-events';
import { transactionEntity, type Transaction } from './transaction-entity';
import { transactionIdOf } from './transaction-store';

/**
 * The ledger's record of a refund made in the processor's dashboard (reported by its event): a
 * `refund` row naming the processor's refund, its `payment_refunded` event, and the authorization's
 * refunded total. The row's id derives from the refund's id, so it is recorded once.
 */
export function processorRefundWrites(parent: Transaction, refund: ProcessorRefundFact, at: string): GuardedWrite[] {
  const row: Transaction = {
    ...parent,
    id: transactionIdOf(parent.company_id, parent.id, 'processor-refund', refund.id),
    action: 'refund',
    status: 'success',
    amount: refund.amount,
    gateway_transaction_id: refund.id,
    parent_transaction_id: parent.id,
    decline_code: null,
    message: 'Refunded in the processor’s dashboard',
    captured_amount: 0,
    credited_amount: 0,
    voided: false,
    metadata: {},
    created_at: at,
    updated_at: at,
  };
  const updated: Transaction = { ...parent, credited_amount: parent.credited_amount + refund.amount, updated_at: at };
  return [
    ...ledgerWrites(row).map((item) => ({ item })),
    { item: { Put: { Item: transactionEntity.toRecord(updated) } } },
  ];
}

/**
 * A dispute's mark on the authorization row (`metadata.dispute`) and its `payment_disputed` event,
 * carrying the row as it now stands: merchants and apps learn of a dispute when it opens and when
 * the bank decides it.
 */
export function disputeWrites(parent: Transaction, dispute: DisputeFact, at: Date): GuardedWrite[] {
  const updated: Transaction = {
    ...parent,
    metadata: {
      ...parent.metadata,
      dispute: {
        id: dispute.id,
        amount_cents: dispute.amount,
        reason: dispute.reason,
        status: dispute.outcome,
        processor_status: dispute.status,
      },
    },
    updated_at: at.toISOString(),
  };
  return [
    { item: { Put: { Item: transactionEntity.toRecord(updated) } } },
    {
      item: outboxPut({
        companyId: parent.company_id,
        resource: 'payment',
        event: 'disputed',
        data: presentTransaction(updated),
        occurredAt: at,
      }),
    },
  ];
}
