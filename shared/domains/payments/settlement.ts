import type { GuardedWrite } from '../../platform/db/transact';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { transactionEntity, type Transaction, type TransactionAction } from './transaction-entity';
import { connectGateway, type ConnectedGateway } from './gateway-adapter';
import { ledgerWrites } from './ledger-rows';
import type { PaymentRef } from './adapters/payment-adapter';
import { getTransaction, transactionIdOf } from './transaction-store';

/** An order's payment through a gateway, as the order keeps it. */
export interface SettledPayment {
  companyId: number;
  orderId: number;
  gatewayId: string;
  processorPaymentId: string;
  /** The authorization or purchase ledger row. */
  transactionId: string;
}

/** What a settlement did: the processor's id of the operation and the writes that record it. */
export interface Settlement {
  processorId: string;
  amount: number;
  writes: GuardedWrite[];
}

async function open(payment: SettledPayment): Promise<{ connected: ConnectedGateway; parent: Transaction }> {
  const parent = await getTransaction(payment.companyId, payment.transactionId);
  if (!parent)
    throw new ValidationFailed(
      { payment: ['has no ledger row to settle against'] },
      { message: 'The order’s payment is missing from the payment ledger; it cannot be settled' },
    );
  return { connected: await connectGateway(payment.companyId, payment.gatewayId), parent };
}

const refOf = (parent: Transaction): PaymentRef => ({
  id: parent.processor_payment_id ?? '',
  amount: parent.amount,
  currency: parent.currency_code,
  captureMethod: parent.capture_method,
  paymentMethod: null,
});

/** A processor refusing a capture, void or refund (an expired authorization, a payment already refunded): 422, never a 5xx. */
async function atProcessor<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const stripeLike = error as { type?: string; message?: string; statusCode?: number };
    if (stripeLike.statusCode === undefined || stripeLike.statusCode >= 500) throw error;
    throw new ValidationFailed(
      { payment: [`the processor refused the ${operation}`] },
      { message: `The processor refused the ${operation}: ${stripeLike.message ?? 'no reason given'}`, cause: error },
    );
  }
}

/** The child row of `action` against `parent`, its event, and the parent's running totals. */
function rows(
  parent: Transaction,
  child: { action: TransactionAction; amount: number; processorId: string; key: string },
  parentChanges: Partial<Pick<Transaction, 'captured_amount' | 'credited_amount' | 'voided'>>,
  at: string,
): GuardedWrite[] {
  const row: Transaction = {
    ...parent,
    id: transactionIdOf(parent.company_id, child.key),
    action: child.action,
    status: 'success',
    amount: child.amount,
    gateway_transaction_id: child.processorId,
    parent_transaction_id: parent.id,
    decline_code: null,
    message: null,
    captured_amount: 0,
    credited_amount: 0,
    voided: false,
    metadata: {},
    created_at: at,
    updated_at: at,
  };
  const updated: Transaction = { ...parent, ...parentChanges, updated_at: at };
  return [
    ...ledgerWrites(row).map((item) => ({ item })),
    { item: { Put: { Item: transactionEntity.toRecord(updated) } } },
  ];
}

/**
 * Captures `amount` of an authorization (the rest is released: a partial capture voids what it
 * leaves). One capture per order: its idempotency key is the order's, so a retried fulfilment
 * captures once.
 */
export async function capturePayment(payment: SettledPayment, amount: number, at: string): Promise<Settlement> {
  const { connected, parent } = await open(payment);
  const key = `order:${payment.companyId}:${payment.orderId}:capture`;
  const answer = await atProcessor('capture', () =>
    connected.adapter.capturePayment(refOf(parent), amount, `${key}:${amount}`),
  );
  const captured = answer.amount_received || amount;
  return {
    processorId: answer.id,
    amount: captured,
    writes: rows(
      parent,
      { action: 'capture', amount: captured, processorId: answer.id, key },
      { captured_amount: captured, voided: captured < parent.amount },
      at,
    ),
  };
}

/** Voids an authorization before capture (a cancelled order): nothing is charged. */
export async function voidPayment(payment: SettledPayment, at: string): Promise<Settlement> {
  const { connected, parent } = await open(payment);
  const key = `order:${payment.companyId}:${payment.orderId}:void`;
  const answer = await atProcessor('void', () => connected.adapter.cancelPayment(refOf(parent), key));
  return {
    processorId: answer.id,
    amount: parent.amount,
    writes: rows(parent, { action: 'void', amount: parent.amount, processorId: answer.id, key }, { voided: true }, at),
  };
}

/**
 * Refunds `amount` of a captured payment at the processor. The key names the order's nth refund
 * and its amount: a retried request is the same refund there, and two refunds that race for one
 * slot cannot both be the same processor refund (the loser is decided again on the next slot).
 */
export async function refundPayment(
  payment: SettledPayment,
  amount: number,
  slot: number,
  at: string,
): Promise<Settlement> {
  const { connected, parent } = await open(payment);
  const key = `order:${payment.companyId}:${payment.orderId}:refund:${slot}:${amount}`;
  const answer = await atProcessor('refund', () => connected.adapter.refundPayment(refOf(parent), amount, key));
  return {
    processorId: answer.id,
    amount,
    writes: rows(
      parent,
      { action: 'refund', amount, processorId: answer.id, key },
      { credited_amount: parent.credited_amount + amount },
      at,
    ),
  };
}
