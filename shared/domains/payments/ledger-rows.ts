import type { WriteItem } from '../../platform/db/transact';
import { outboxPut } from '../events/outbox';
import type { CaptureMethod, IntegrationType } from './gateway-entity';
import type { ProcessorPayment } from './adapters/payment-adapter';
import { presentTransaction } from './present-transaction';
import type { Transaction, TransactionAction } from './transaction-entity';
import { transactionIdOf, transactionPut } from './transaction-store';

/** The gateway a ledger row is recorded for. */
export interface LedgerGateway {
  id: string;
  integration_type: IntegrationType;
  capture_method: CaptureMethod;
}

/** Which event each successful action emits (a declined row of any action emits `payment_declined`). */
const eventOfAction: Record<TransactionAction, string> = {
  authorize: 'authorized',
  purchase: 'captured',
  capture: 'captured',
  void: 'voided',
  refund: 'refunded',
};

/**
 * The ledger row of a cart's authorization as the processor answered it: `authorize` (held) or
 * `purchase` (captured at once), or a declined `authorize` carrying the processor's code. Its id
 * derives from the processor payment (and a decline's attempt), so a retried or raced complete
 * records it once.
 */
export function authorizationRow(
  companyId: number,
  gateway: LedgerGateway,
  payment: ProcessorPayment,
  context: { cartId: number; orderId: number | null; attempt: number; at: string },
): Transaction {
  const captured = payment.status === 'captured';
  return {
    // A success is recorded once per processor payment; each declined attempt once.
    id: payment.decline
      ? transactionIdOf(companyId, payment.id, 'declined', context.attempt)
      : transactionIdOf(companyId, payment.id, 'authorize'),
    company_id: companyId,
    gateway_id: gateway.id,
    integration_type: gateway.integration_type,
    action: captured ? 'purchase' : 'authorize',
    status: payment.decline ? 'declined' : 'success',
    amount: payment.amount,
    currency_code: payment.currency,
    processor_payment_id: payment.id,
    gateway_transaction_id: payment.id,
    parent_transaction_id: null,
    cart_id: context.cartId,
    order_id: payment.decline ? null : context.orderId,
    card_network: payment.card?.brand ?? null,
    last_four: payment.card?.last_four ?? null,
    decline_code: payment.decline?.code ?? null,
    message: payment.decline?.message ?? null,
    captured_amount: captured ? payment.amount_received : 0,
    credited_amount: 0,
    voided: false,
    capture_method: gateway.capture_method,
    metadata: {},
    created_at: context.at,
    updated_at: context.at,
  };
}

/** The row's Put and its `payment_<event>` outbox record: what commits a ledger row. */
export function ledgerWrites(transaction: Transaction): WriteItem[] {
  const event = transaction.status === 'declined' ? 'declined' : eventOfAction[transaction.action];
  return [
    transactionPut(transaction),
    outboxPut({
      companyId: transaction.company_id,
      resource: 'payment',
      event,
      data: presentTransaction(transaction),
      occurredAt: new Date(transaction.created_at),
    }),
  ];
}
