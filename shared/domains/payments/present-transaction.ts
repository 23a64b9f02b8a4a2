import type { Transaction } from './transaction-entity';

/** A ledger row as the API and the payment events show it. */
export function presentTransaction(transaction: Transaction) {
  return {
    id: transaction.id,
    gateway_id: transaction.gateway_id,
    integration_type: transaction.integration_type,
    parent_transaction_id: transaction.parent_transaction_id,
    action: transaction.action,
    status: transaction.status,
    amount_cents: transaction.amount,
    currency_code: transaction.currency_code,
    gateway_transaction_id: transaction.gateway_transaction_id,
    processor_payment_id: transaction.processor_payment_id,
    card_network: transaction.card_network,
    last_four: transaction.last_four,
    decline_code: transaction.decline_code,
    message: transaction.message,
    cart_id: transaction.cart_id,
    order_id: transaction.order_id,
    captured_amount_cents: transaction.captured_amount,
    credited_amount_cents: transaction.credited_amount,
    voided: transaction.voided,
    metadata: transaction.metadata,
    created_at: transaction.created_at,
    updated_at: transaction.updated_at,
  };
}

/** A presented ledger row. */
export type TransactionView = ReturnType<typeof presentTransaction>;
