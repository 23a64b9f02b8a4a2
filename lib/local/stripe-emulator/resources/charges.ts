import type { EmulatorContext, EmulatorRoute } from '../context';
import { newId, unixNow } from '../ids';
import { listPage } from '../lists';
import { find, store } from '../lookup';
import { optionalString } from '../params';
import { objectsOfType, type StripeObject } from '../state';
import type { Decline } from '../test-cards';

/** Charges: read-only, made by PaymentIntents (`latest_charge`). */
export const chargeRoutes: EmulatorRoute[] = [
  {
    method: 'GET',
    path: '/v1/charges',
    handle({ account, params }) {
      const paymentIntent = optionalString(params, 'payment_intent');
      const customer = optionalString(params, 'customer');
      const charges = objectsOfType(account, 'charge').filter(
        (charge) =>
          (!paymentIntent || charge.payment_intent === paymentIntent) && (!customer || charge.customer === customer),
      );
      return listPage('/v1/charges', charges, params);
    },
  },
  {
    method: 'GET',
    path: '/v1/charges/:id',
    handle: ({ account, pathParams }) => find(account, 'charge', pathParams[0]!),
  },
];

/**
 * The charge of one payment attempt: succeeded (captured or only authorized) or failed with the
 * card's decline. Emits `charge.succeeded` or `charge.failed`.
 */
export function recordCharge(
  context: EmulatorContext,
  intent: StripeObject,
  paymentMethod: StripeObject,
  outcome: { decline?: Decline; capture: boolean; authenticated: boolean; pending?: boolean },
): StripeObject {
  const { decline, capture, pending } = outcome;
  const card = paymentMethod.card;
  const charge = store(context.account, {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: decline || pending || !capture ? 0 : intent.amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: structuredClone(paymentMethod.billing_details),
    calculated_statement_descriptor: 'SERVICE',
    captured: !decline && !pending && capture,
    created: unixNow(),
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: structuredClone(intent.metadata),
    on_behalf_of: null,
    outcome: decline
      ? {
          network_status: 'declined_by_network',
          reason: decline.declineCode,
          risk_level: 'normal',
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        }
      : {
          network_status: 'approved_by_network',
          reason: null,
          risk_level: 'normal',
          seller_message: 'Payment complete.',
          type: 'authorized',
        },
    paid: !decline && !pending,
    payment_intent: intent.id,
    payment_method: paymentMethod.id,
    payment_method_details: {
      card: {
        brand: card.brand,
        checks: structuredClone(card.checks),
        country: card.country,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        fingerprint: card.fingerprint,
        funding: card.funding,
        last4: card.last4,
        network: card.brand,
        three_d_secure: outcome.authenticated
          ? { authentication_flow: 'challenge', result: 'authenticated', version: '2.2.0' }
          : null,
        wallet: null,
      },
      type: 'card',
    },
    receipt_email: intent.receipt_email ?? null,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: decline ? 'failed' : pending ? 'pending' : 'succeeded',
    transfer_data: null,
    transfer_group: null,
  });
  context.emit(decline ? 'charge.failed' : pending ? 'charge.pending' : 'charge.succeeded', charge);
  return charge;
}

/** Settles a pending charge: paid (captured unless manual) or failed with `decline`. */
export function settleCharge(
  context: EmulatorContext,
  charge: StripeObject,
  decline: Decline | null,
  capture: boolean,
): void {
  Object.assign(
    charge,
    decline
      ? {
          status: 'failed',
          failure_code: decline.code,
          failure_message: decline.message,
          outcome: {
            ...charge.outcome,
            network_status: 'declined_by_network',
            reason: decline.declineCode,
            type: 'issuer_declined',
          },
        }
      : { status: 'succeeded', paid: true, captured: capture, amount_captured: capture ? charge.amount : 0 },
  );
  context.emit(decline ? 'charge.failed' : 'charge.succeeded', charge);
}
