import type { ProcessorPayment } from '../payments/adapters/payment-adapter';
import { connectGateway } from '../payments/gateway-adapter';
import type { Gateway } from '../payments/gateway-entity';
import { DomainError } from '../../platform/errors/domain-error';
import type { Subscription } from './subscription-entity';

/** A charge that did not go through: `hard` declines are never retried; `actionRequired` waits for the customer. */
export interface Decline {
  approved: false;
  hard: boolean;
  message: string;
  /** The processor's decline code (`insufficient_funds`, `authentication_required`); null for the test method. */
  code: string | null;
  /** The bank wants the customer to authenticate (3-D Secure): the processor's payment, left for them to confirm on-session. */
  actionRequired: ProcessorPayment | null;
}

/** What charging a stored payment method answered: with a card, the processor's payment and its gateway (for the ledger). */
export type ChargeOutcome = { approved: true; payment: ProcessorPayment | null; gateway: Gateway | null } | Decline;

/**
 * Decline codes that say the card will never pay (lost, stolen, closed, refused for good), after
 * the processors' guidance: dunning does not retry them. Any other decline is retried.
 */
const HARD_DECLINES = new Set([
  'lost_card',
  'stolen_card',
  'pickup_card',
  'restricted_card',
  'expired_card',
  'fraudulent',
  'invalid_account',
  'card_not_supported',
  'incorrect_number',
  'revocation_of_authorization',
  'revocation_of_all_authorizations',
  'stop_payment_order',
]);

const decline = (hard: boolean, message: string, code: string | null): Decline => ({
  approved: false,
  hard,
  message,
  code,
  actionRequired: null,
});

/**
 * Charges a subscription's stored payment method for `amount`, idempotently by `idempotencyKey`
 * (per subscription, cycle and attempt: a retried call charges once). A saved card is charged
 * off-session through its gateway; a bank demanding authentication is answered as
 * `actionRequired` (never retried blindly: the customer confirms it). The built-in test method
 * answers by its token: `test_ok` approves, `test_decline` declines as an insufficient-funds card
 * would (dunning retries it), `test_decline_hard` as a closed account would (never retried).
 */
export async function chargeStoredMethod(
  subscription: Subscription,
  charge: { amount: number; currency: string; idempotencyKey: string },
): Promise<ChargeOutcome> {
  const method = subscription.payment_method;
  if (method.type === 'test') {
    if (method.token === 'test_decline')
      return decline(false, 'The test payment method declined the payment (insufficient funds)', null);
    if (method.token === 'test_decline_hard')
      return decline(true, 'The test payment method declined the payment for good (account closed)', null);
    return { approved: true, payment: null, gateway: null };
  }
  let answer: ProcessorPayment;
  let gateway: Gateway;
  try {
    const connected = await connectGateway(subscription.company_id, method.gateway_id);
    gateway = connected.gateway;
    answer = await connected.adapter.chargeOffSession(
      {
        amount: charge.amount,
        currency: charge.currency,
        customer: method.processor_customer_id,
        paymentMethod: method.processor_payment_method_id,
        metadata: { company_id: String(subscription.company_id), subscription_id: String(subscription.id) },
      },
      charge.idempotencyKey,
    );
  } catch (error) {
    // The gateway was removed, or the processor refused the request (a detached card): it will not pay as it stands.
    if (error instanceof DomainError) return decline(true, error.message, null);
    throw error;
  }
  if (answer.decline?.code === 'authentication_required')
    return {
      ...decline(false, 'The card’s bank asks the customer to confirm this payment (3-D Secure)', answer.decline.code),
      actionRequired: answer,
    };
  if (answer.decline)
    return decline(HARD_DECLINES.has(answer.decline.code), answer.decline.message, answer.decline.code);
  if (answer.status !== 'captured' && answer.status !== 'authorized')
    return decline(false, `The payment is ${answer.status} at the processor`, null);
  return { approved: true, payment: answer, gateway };
}
