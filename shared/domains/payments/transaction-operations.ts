import { transactWrite } from '../../platform/db/transact';
import { NotFound, ValidationFailed } from '../../platform/errors/domain-error';
import type { PaymentRef, ProcessorPayment } from './adapters/payment-adapter';
import { connectGateway, type ConnectedGateway } from './gateway-adapter';
import { ledgerWrites } from './ledger-rows';
import { transactionEntity, type Transaction, type TransactionAction } from './transaction-entity';
import { getTransaction, transactionIdOf } from './transaction-store';

/** What a capture, void or refund answers: the new ledger row, and whether this call made it (false: a retry found it). */
export interface LedgerOperation {
  transaction: Transaction;
  created: boolean;
}

/** The authorization or purchase a capture, void or refund acts on; 404 when not the company's. */
async function payment(companyId: number, id: string): Promise<{ parent: Transaction; connected: ConnectedGateway }> {
  const parent = await getTransaction(companyId, id);
  if (!parent) throw new NotFound('Payment transaction');
  if ((parent.action !== 'authorize' && parent.action !== 'purchase') || parent.status !== 'success')
    throw new ValidationFailed(
      { id: [`is a ${parent.status} ${parent.action}: only a successful authorization or purchase can be acted on`] },
      { message: `Transaction ${id} is not a successful authorization or purchase` },
    );
  if (!parent.gateway_id || !parent.processor_payment_id) throw new NotFound('Payment transaction');
  return { parent, connected: await connectGateway(companyId, parent.gateway_id) };
}

function refOf(parent: Transaction): PaymentRef {
  return {
    id: parent.processor_payment_id!,
    amount: parent.amount,
    currency: parent.currency_code,
    captureMethod: parent.capture_method,
    paymentMethod: null,
    status: parent.action === 'purchase' || parent.captured_amount > 0 ? 'captured' : 'authorized',
  };
}

/** A child row of `parent` for `action`, as the processor answered it. */
function childRow(
  parent: Transaction,
  action: TransactionAction,
  id: string,
  amount: number,
  processorId: string,
  metadata: Record<string, unknown>,
  status: Transaction['status'] = 'success',
): Transaction {
  const at = new Date().toISOString();
  return {
    ...parent,
    id,
    action,
    status,
    amount,
    gateway_transaction_id: processorId,
    parent_transaction_id: parent.id,
    decline_code: null,
    message: null,
    captured_amount: 0,
    credited_amount: 0,
    voided: false,
    metadata,
    created_at: at,
    updated_at: at,
  };
}

/**
 * Commits a child row, its event and the parent's new totals in one transaction, the parent
 * conditioned on the totals it was read with: a retry (the processor answered it the same, by its
 * idempotency key) finds the row and answers it instead.
 */
async function commit(
  parent: Transaction,
  child: Transaction,
  parentChanges: Partial<Pick<Transaction, 'captured_amount' | 'credited_amount' | 'voided'>>,
): Promise<LedgerOperation> {
  const { failedIndex } = await transactWrite([
    ...ledgerWrites(child),
    transactionEntity.update(
      parent,
      { set: { ...parentChanges, updated_at: child.created_at } },
      {
        condition: {
          expression: 'captured_amount = :captured AND credited_amount = :credited AND voided = :voided',
          values: {
            ':captured': parent.captured_amount,
            ':credited': parent.credited_amount,
            ':voided': parent.voided,
          },
        },
      },
    ),
  ]);
  if (failedIndex === undefined) return { transaction: child, created: true };
  const existing = await getTransaction(parent.company_id, child.id);
  if (existing) return { transaction: existing, created: false };
  throw new ValidationFailed(
    { id: ['changed while this operation ran'] },
    { message: 'The transaction changed meanwhile (another capture, void or refund); read it and retry' },
  );
}

/**
 * Captures an authorization, all of it or `amount` (partial: the rest is released, as processors
 * capture an authorization once). Idempotent: the processor call is keyed by the authorization
 * and amount, the row by the authorization.
 */
export async function captureTransaction(
  companyId: number,
  id: string,
  input: { amount?: number; metadata?: Record<string, unknown> },
): Promise<LedgerOperation> {
  const { parent, connected } = await payment(companyId, id);
  const childId = transactionIdOf(companyId, parent.id, 'capture');
  if (parent.action === 'purchase' || parent.captured_amount > 0 || parent.voided) {
    const existing = await getTransaction(companyId, childId);
    if (existing && (input.amount === undefined || input.amount === existing.amount))
      return { transaction: existing, created: false };
    throw new ValidationFailed(
      { id: [parent.voided ? 'is voided' : 'is captured already'] },
      {
        message: `Transaction ${id} cannot be captured: ${parent.voided ? 'it was voided' : 'it is captured already'}`,
      },
    );
  }
  const amount = input.amount ?? parent.amount;
  if (amount > parent.amount)
    throw new ValidationFailed(
      { amount_cents: [`exceeds the authorized ${parent.amount}`] },
      { message: `The capture exceeds the authorized amount (${parent.amount})` },
    );
  const answer: ProcessorPayment = await connected.adapter.capturePayment(
    refOf(parent),
    amount,
    `txn:${parent.id}:capture:${amount}`,
  );
  const child = childRow(parent, 'capture', childId, answer.amount_received || amount, answer.id, input.metadata ?? {});
  // A partial capture releases the rest (the processor captures an authorization once): it reads as voided.
  return commit(parent, child, { captured_amount: child.amount, voided: child.amount < parent.amount });
}

/** Voids an authorization not captured: the hold is released. Idempotent as capture is. */
export async function voidTransaction(
  companyId: number,
  id: string,
  input: { metadata?: Record<string, unknown> },
): Promise<LedgerOperation> {
  const { parent, connected } = await payment(companyId, id);
  const childId = transactionIdOf(companyId, parent.id, 'void');
  if (parent.voided) {
    const existing = await getTransaction(companyId, childId);
    if (existing) return { transaction: existing, created: false };
  }
  if (parent.action === 'purchase' || parent.captured_amount > 0)
    throw new ValidationFailed(
      { id: ['is captured: refund it instead'] },
      { message: `Transaction ${id} is captured and cannot be voided; credit (refund) it instead` },
    );
  const answer = await connected.adapter.cancelPayment(refOf(parent), `txn:${parent.id}:void`);
  const child = childRow(parent, 'void', childId, parent.amount, answer.id, input.metadata ?? {});
  return commit(parent, child, { voided: true });
}

/**
 * Refunds a captured payment, all that is left or `amount` (partial refunds add up in
 * `credited_amount_cents`). The processor call and the row are keyed by the amount credited so
 * far and this amount, so a retry is the same refund and a second refund is a new one.
 */
export async function creditTransaction(
  companyId: number,
  id: string,
  input: { amount?: number; metadata?: Record<string, unknown> },
): Promise<LedgerOperation> {
  const { parent, connected } = await payment(companyId, id);
  const captured = parent.action === 'purchase' ? parent.amount : parent.captured_amount;
  const refundable = captured - parent.credited_amount;
  const amount = input.amount ?? refundable;
  if (refundable <= 0 || amount > refundable)
    throw new ValidationFailed(
      { amount_cents: [refundable <= 0 ? 'nothing is left to refund' : `exceeds the refundable ${refundable}`] },
      { message: `Transaction ${id} has ${refundable} left to refund` },
    );
  const key = `txn:${parent.id}:refund:${parent.credited_amount}:${amount}`;
  const refund = await connected.adapter.refundPayment(refOf(parent), amount, key);
  const status = refund.status === 'failed' ? 'declined' : refund.status === 'pending' ? 'pending' : 'success';
  const childId = transactionIdOf(companyId, parent.id, 'refund', parent.credited_amount, amount);
  const child = childRow(parent, 'refund', childId, refund.amount, refund.id, input.metadata ?? {}, status);
  return commit(parent, child, status === 'declined' ? {} : { credited_amount: parent.credited_amount + child.amount });
}
