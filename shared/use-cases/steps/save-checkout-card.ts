import type { Subscription } from '../../domains/autoship/subscription-entity';
import type { SavedMethod } from '../../domains/payments/saved-method-entity';
import { listSavedMethods, savedMethodPut } from '../../domains/payments/saved-method-store';
import type { WriteItem } from '../../platform/db/transact';
import { newNumericId } from '../../platform/ids';
import type { SavedCard } from './authorize-payment';

/** The saved method a checkout writes and what its subscriptions renew with. */
export interface CheckoutCard {
  method: SavedMethod;
  /** Joins the order's transaction: the method is saved exactly when the order is placed. */
  writes: WriteItem[];
  /** The subscriptions' stored method (with the processor's references renewals charge). */
  storedMethod: Subscription['payment_method'];
}

/**
 * Step: the card a checkout saved for later (steps/save-for-later.ts) as the buyer's saved payment
 * method: the processor's customer and method ids and the card as shown, never card data. The
 * customer's first saved method is their default.
 */
export async function saveCheckoutCard(
  saved: SavedCard,
  context: { companyId: number; customerId: number; orderId: number; now: Date },
): Promise<CheckoutCard> {
  const existing = await listSavedMethods(context.companyId, context.customerId);
  const at = context.now.toISOString();
  const method: SavedMethod = {
    id: newNumericId(context.now.getTime()),
    company_id: context.companyId,
    customer_id: context.customerId,
    gateway_id: saved.gatewayId,
    integration_type: saved.integrationType,
    processor_customer_id: saved.processorCustomerId,
    processor_payment_method_id: saved.processorPaymentMethodId,
    card_brand: saved.card?.brand ?? null,
    last_four: saved.card?.last_four ?? null,
    exp_month: saved.card?.exp_month ?? null,
    exp_year: saved.card?.exp_year ?? null,
    is_default: existing.length === 0,
    origin_order_id: context.orderId,
    created_at: at,
    updated_at: at,
  };
  return {
    method,
    writes: [savedMethodPut(method)],
    storedMethod: {
      type: 'card',
      id: method.id,
      gateway_id: method.gateway_id,
      brand: method.card_brand,
      last_four: method.last_four,
      exp_month: method.exp_month,
      exp_year: method.exp_year,
      processor_customer_id: method.processor_customer_id,
      processor_payment_method_id: method.processor_payment_method_id,
    },
  };
}
