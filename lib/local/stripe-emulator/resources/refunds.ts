import type { EmulatorRoute } from '../context';
import { newId, randomToken, unixNow } from '../ids';
import { listPage } from '../lists';
import { find, store } from '../lookup';
import { allowOnly, mergedMetadata, optionalEnum, optionalInteger, optionalString } from '../params';
import { objectsOfType, type StripeObject } from '../state';
import { invalidRequest } from '../stripe-error';

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;
const OPEN_DISPUTE = ['warning_needs_response', 'needs_response', 'under_review', 'warning_under_review', 'lost'];

/** Refunds of a captured charge (by `payment_intent` or `charge`), partial or full; list and retrieve. */
export const refundRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: '/v1/refunds',
    handle(context) {
      const { account, params } = context;
      allowOnly(params, [
        'payment_intent',
        'charge',
        'amount',
        'reason',
        'metadata',
        'instructions_email',
        'refund_application_fee',
        'reverse_transfer',
        'origin',
      ]);
      const charge = refundedCharge(account, params);
      const disputed = objectsOfType(account, 'dispute').some(
        (dispute) => dispute.charge === charge.id && OPEN_DISPUTE.includes(dispute.status),
      );
      if (disputed)
        throw invalidRequest(
          `Charge ${charge.id} has been charged back; cannot issue a refund.`,
          'charge',
          'charge_disputed',
        );
      const refundable = charge.amount_captured - charge.amount_refunded;
      if (refundable <= 0)
        throw invalidRequest(`Charge ${charge.id} has already been refunded.`, 'charge', 'charge_already_refunded');
      const amount = optionalInteger(params, 'amount') ?? refundable;
      if (amount < 1) throw invalidRequest('Refund amount must be at least 1.', 'amount');
      if (amount > refundable)
        throw invalidRequest(
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${refundable})`,
          'amount',
        );
      const refund = store(account, {
        id: newId('re'),
        object: 'refund',
        amount,
        balance_transaction: null,
        charge: charge.id,
        created: unixNow(),
        currency: charge.currency,
        destination_details: {
          card: {
            reference: randomToken(16),
            reference_status: 'available',
            reference_type: 'acquirer_reference_number',
            type: 'refund',
          },
          type: 'card',
        },
        metadata: mergedMetadata({}, params),
        payment_intent: charge.payment_intent,
        reason: optionalEnum(params, 'reason', REASONS) ?? null,
        receipt_number: null,
        source_transfer_reversal: null,
        status: 'succeeded',
        transfer_reversal: null,
      });
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount_captured;
      context.emit('refund.created', refund);
      context.emit('charge.refunded', charge);
      return refund;
    },
  },
  {
    method: 'GET',
    path: '/v1/refunds',
    handle({ account, params }) {
      const charge = optionalString(params, 'charge');
      const paymentIntent = optionalString(params, 'payment_intent');
      const refunds = objectsOfType(account, 'refund').filter(
        (refund) =>
          (!charge || refund.charge === charge) && (!paymentIntent || refund.payment_intent === paymentIntent),
      );
      return listPage('/v1/refunds', refunds, params);
    },
  },
  {
    method: 'GET',
    path: '/v1/refunds/:id',
    handle: ({ account, pathParams }) => find(account, 'refund', pathParams[0]!),
  },
  {
    method: 'POST',
    path: '/v1/refunds/:id',
    handle(context) {
      allowOnly(context.params, ['metadata']);
      const refund = find(context.account, 'refund', context.pathParams[0]!);
      refund.metadata = mergedMetadata(refund.metadata, context.params);
      context.emit('refund.updated', refund);
      return refund;
    },
  },
];

function refundedCharge(account: Parameters<typeof find>[0], params: Record<string, unknown>): StripeObject {
  const chargeId = optionalString(params, 'charge');
  const intentId = optionalString(params, 'payment_intent');
  if (!chargeId && !intentId)
    throw invalidRequest('One of the following params should be provided for this request: charge or payment_intent.');
  if (chargeId) {
    const charge = find(account, 'charge', chargeId, 'charge');
    if (!charge.captured)
      throw invalidRequest(`Charge ${charge.id} has not been captured; cancel its PaymentIntent instead.`, 'charge');
    return charge;
  }
  const intent = find(account, 'payment_intent', intentId!, 'payment_intent');
  if (intent.status !== 'succeeded' || !intent.latest_charge)
    throw invalidRequest(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      'payment_intent',
    );
  return find(account, 'charge', intent.latest_charge, 'payment_intent');
}
