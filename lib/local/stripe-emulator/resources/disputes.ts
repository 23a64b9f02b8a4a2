import type { EmulatorContext, EmulatorRoute } from '../context';
import { newId, unixNow } from '../ids';
import { listPage } from '../lists';
import { find, store } from '../lookup';
import { allowOnly, mergedMetadata, optionalEnum, optionalHash, optionalInteger, optionalString } from '../params';
import { objectsOfType, type StripeObject } from '../state';
import { invalidRequest } from '../stripe-error';

const REASONS = [
  'fraudulent',
  'duplicate',
  'product_not_received',
  'product_unacceptable',
  'subscription_canceled',
  'credit_not_processed',
  'unrecognized',
  'general',
] as const;
const EVIDENCE_FIELDS = [
  'access_activity_log',
  'billing_address',
  'cancellation_policy',
  'cancellation_policy_disclosure',
  'cancellation_rebuttal',
  'customer_communication',
  'customer_email_address',
  'customer_name',
  'customer_purchase_ip',
  'customer_signature',
  'duplicate_charge_documentation',
  'duplicate_charge_explanation',
  'duplicate_charge_id',
  'product_description',
  'receipt',
  'refund_policy',
  'refund_policy_disclosure',
  'refund_refusal_explanation',
  'service_date',
  'service_documentation',
  'shipping_address',
  'shipping_carrier',
  'shipping_date',
  'shipping_documentation',
  'shipping_tracking_number',
  'uncategorized_file',
  'uncategorized_text',
];
const OPEN = ['warning_needs_response', 'needs_response', 'under_review', 'warning_under_review'];

/**
 * Disputes: retrieve, list, update (evidence; Stripe's test evidence `winning_evidence` or
 * `losing_evidence` in `uncategorized_text` decides the outcome at once) and close (accept = lost).
 * The emulator's own test hooks open a dispute on any charge and close one with a chosen outcome.
 */
export const disputeRoutes: EmulatorRoute[] = [
  {
    method: 'GET',
    path: '/v1/disputes',
    handle({ account, params }) {
      const charge = optionalString(params, 'charge');
      const paymentIntent = optionalString(params, 'payment_intent');
      const disputes = objectsOfType(account, 'dispute').filter(
        (dispute) =>
          (!charge || dispute.charge === charge) && (!paymentIntent || dispute.payment_intent === paymentIntent),
      );
      return listPage('/v1/disputes', disputes, params);
    },
  },
  {
    method: 'GET',
    path: '/v1/disputes/:id',
    handle: ({ account, pathParams }) => find(account, 'dispute', pathParams[0]!),
  },
  {
    method: 'POST',
    path: '/v1/disputes/:id',
    handle(context) {
      allowOnly(context.params, ['evidence', 'metadata', 'submit']);
      const dispute = openDisputeById(context, context.pathParams[0]!);
      dispute.metadata = mergedMetadata(dispute.metadata, context.params);
      const evidence = optionalHash(context.params, 'evidence') ?? {};
      for (const [field, value] of Object.entries(evidence)) {
        if (!EVIDENCE_FIELDS.includes(field))
          throw invalidRequest(`Received unknown parameter: evidence[${field}]`, `evidence[${field}]`);
        dispute.evidence[field] = typeof value === 'string' ? value || null : value;
      }
      dispute.evidence_details.has_evidence = Object.keys(evidence).length > 0 || dispute.evidence_details.has_evidence;
      const text = dispute.evidence.uncategorized_text;
      if (text === 'winning_evidence' || text === 'losing_evidence') {
        dispute.evidence_details.submission_count += 1;
        closeDispute(context, dispute, text === 'winning_evidence' ? 'won' : 'lost');
      } else {
        if (context.params.submit !== 'false') {
          dispute.evidence_details.submission_count += 1;
          dispute.status = 'under_review';
        }
        context.emit('charge.dispute.updated', dispute);
      }
      return dispute;
    },
  },
  {
    method: 'POST',
    path: '/v1/disputes/:id/close',
    handle(context) {
      allowOnly(context.params, []);
      const dispute = openDisputeById(context, context.pathParams[0]!);
      closeDispute(context, dispute, 'lost');
      return dispute;
    },
  },
  {
    method: 'POST',
    path: '/_emulator/charges/:id/dispute',
    handle(context) {
      allowOnly(context.params, ['amount', 'reason']);
      const charge = find(context.account, 'charge', context.pathParams[0]!);
      if (!charge.paid) throw invalidRequest('Only a paid charge can be disputed.', 'charge');
      if (charge.disputed) throw invalidRequest(`Charge ${charge.id} is already disputed.`, 'charge');
      return openDispute(context, charge, {
        amount: optionalInteger(context.params, 'amount'),
        reason: optionalEnum(context.params, 'reason', REASONS),
      });
    },
  },
  {
    method: 'POST',
    path: '/_emulator/disputes/:id/close',
    handle(context) {
      allowOnly(context.params, ['status']);
      const dispute = openDisputeById(context, context.pathParams[0]!);
      closeDispute(context, dispute, optionalEnum(context.params, 'status', ['won', 'lost'] as const) ?? 'lost');
      return dispute;
    },
  },
];

/** Opens a dispute on a paid charge (the buyer's bank pulls the funds): `charge.dispute.created`. */
export function openDispute(
  context: EmulatorContext,
  charge: StripeObject,
  options: { amount?: number; reason?: (typeof REASONS)[number] },
): StripeObject {
  const amount = options.amount ?? charge.amount_captured - charge.amount_refunded;
  if (amount < 1 || amount > charge.amount_captured)
    throw invalidRequest(`The dispute amount must be between 1 and ${charge.amount_captured}.`, 'amount');
  const dispute = store(context.account, {
    id: newId('du'),
    object: 'dispute',
    amount,
    balance_transactions: [],
    charge: charge.id,
    created: unixNow(),
    currency: charge.currency,
    enhanced_eligibility_types: [],
    evidence: { ...Object.fromEntries(EVIDENCE_FIELDS.map((field) => [field, null])), enhanced_evidence: {} },
    evidence_details: {
      due_by: unixNow() + 7 * 24 * 3600,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    payment_method_details: {
      card: {
        brand: charge.payment_method_details.card.brand,
        case_type: 'chargeback',
        network: charge.payment_method_details.card.network,
        network_reason_code: '10.4',
      },
      type: 'card',
    },
    reason: options.reason ?? 'fraudulent',
    status: 'needs_response',
  });
  charge.disputed = true;
  context.emit('charge.dispute.created', dispute);
  context.emit('charge.dispute.funds_withdrawn', dispute);
  return dispute;
}

function openDisputeById(context: EmulatorContext, id: string): StripeObject {
  const dispute = find(context.account, 'dispute', id);
  if (!OPEN.includes(dispute.status))
    throw invalidRequest(`This dispute is already closed (status ${dispute.status}).`, 'dispute');
  return dispute;
}

function closeDispute(context: EmulatorContext, dispute: StripeObject, outcome: 'won' | 'lost'): void {
  dispute.status = outcome;
  context.emit('charge.dispute.closed', dispute);
  if (outcome === 'won') context.emit('charge.dispute.funds_reinstated', dispute);
}
