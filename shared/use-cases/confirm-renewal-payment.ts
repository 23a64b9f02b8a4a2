import { randomUUID } from 'node:crypto';
import { claimRenewal, closeRenewal } from '../domains/autoship/claim-renewal';
import { afterDecline } from '../domains/autoship/dunning';
import { saveSubscription } from '../domains/autoship/save-subscription';
import type { Subscription } from '../domains/autoship/subscription-entity';
import { findSubscription } from '../domains/autoship/subscription-store';
import { getCompany } from '../domains/company/company-store';
import type { PaymentRef, ProcessorPayment } from '../domains/payments/adapters/payment-adapter';
import { connectGateway, type ConnectedGateway } from '../domains/payments/gateway-adapter';
import { transactWrite } from '../platform/db/transact';
import { NotFound } from '../platform/errors/domain-error';
import { billCycle } from './renew-subscription';
import { actionUrl, secretHash } from './steps/await-customer';

/** Where a renewal payment waiting for its customer stands, as the hosted page shows it. */
export interface PaymentActionState {
  subscription: Subscription;
  /**
   * `requires_confirmation` (the customer has not confirmed yet), `requires_action` (the bank's
   * check is open: `next_action`), `paid` (confirmed, the renewal's order placed), `declined`
   * (the card declined after the check: dunning retries it), `none` (nothing waits: paid since,
   * or the merchant paused or cancelled the subscription).
   */
  status: 'requires_confirmation' | 'requires_action' | 'paid' | 'declined' | 'none';
  nextAction: Record<string, unknown> | null;
  orderId: number | null;
  message: string | null;
}

const REFERENCE = /^(\d{1,20})-(\d{1,20})-([0-9a-f]{48})$/;

/** The subscription a link's reference names, when its secret matches; 404 otherwise (never saying which part failed). */
async function open(reference: string): Promise<{ subscription: Subscription; reference: string }> {
  const match = REFERENCE.exec(reference);
  const subscription = match ? await findSubscription(Number(match[1]), Number(match[2])) : undefined;
  if (!match || !subscription || subscription.payment_action_secret_hash !== secretHash(match[3]!))
    throw new NotFound('Subscription payment');
  return { subscription, reference };
}

const pending = (subscription: Subscription) =>
  subscription.status === 'action_required' && subscription.payment_action !== null;

async function connect(subscription: Subscription): Promise<{ connected: ConnectedGateway; ref: PaymentRef }> {
  const method = subscription.payment_method;
  const action = subscription.payment_action!;
  if (method.type !== 'card') throw new NotFound('Subscription payment');
  const connected = await connectGateway(subscription.company_id, method.gateway_id);
  return {
    connected,
    ref: {
      id: action.processor_payment_id,
      amount: action.amount,
      currency: action.currency_code,
      captureMethod: 'automatic',
      paymentMethod: method.processor_payment_method_id,
    },
  };
}

/** The hosted page's view of a link: on the way back from the bank's check, a payment that went through completes the renewal. */
export async function showPaymentAction(reference: string, now = new Date()): Promise<PaymentActionState> {
  const { subscription } = await open(reference);
  if (!pending(subscription)) return done(subscription);
  const { connected, ref } = await connect(subscription);
  return settle(subscription, connected, await connected.adapter.retrievePayment(ref), now);
}

/**
 * Confirms the renewal payment with the customer present: the processor answers the bank's
 * check (`requires_action`, the stand-in 3-D Secure page locally, which returns to the hosted
 * page), or the payment itself. The renewal's order is placed once (the cycle's claim), however
 * often the link is used.
 */
export async function confirmPaymentAction(reference: string, now = new Date()): Promise<PaymentActionState> {
  const { subscription } = await open(reference);
  if (!pending(subscription)) return done(subscription);
  const { connected, ref } = await connect(subscription);
  const current = await connected.adapter.retrievePayment(ref);
  if (current.status !== 'requires_payment_method' && current.status !== 'requires_confirmation')
    return settle(subscription, connected, current, now);
  // Each confirmation is a new attempt at the bank's check; the payment's own state stops a second charge.
  const answer = await connected.adapter.confirmOnSession(ref, actionUrl(reference), randomUUID());
  return settle(subscription, connected, answer, now);
}

function done(subscription: Subscription): PaymentActionState {
  return { subscription, status: 'none', nextAction: null, orderId: null, message: null };
}

async function settle(
  subscription: Subscription,
  connected: ConnectedGateway,
  payment: ProcessorPayment,
  now: Date,
): Promise<PaymentActionState> {
  const base = { subscription, nextAction: null, orderId: null, message: null };
  if (payment.status === 'requires_action')
    return { ...base, status: 'requires_action', nextAction: payment.next_action };
  if (payment.status === 'captured' || payment.status === 'authorized')
    return completeRenewal(subscription, connected, payment, now);
  if (payment.decline && payment.decline.code !== 'authentication_required') {
    const company = await getCompany(subscription.company_id);
    const decline = {
      approved: false as const,
      hard: false,
      message: payment.decline.message,
      code: payment.decline.code,
      actionRequired: null,
    };
    const { next, events } = afterDecline(subscription, decline, company.subscription_dunning_final_action, now);
    const saved = await saveSubscription(subscription, { ...next, payment_action: null }, events, now);
    return { ...base, subscription: saved, status: 'declined', message: payment.decline.message };
  }
  return { ...base, status: 'requires_confirmation', message: payment.decline?.message ?? null };
}

/** Places the renewal's order for a payment the customer confirmed: one order per cycle (the claim), the payment taken as made. */
async function completeRenewal(
  subscription: Subscription,
  connected: ConnectedGateway,
  payment: ProcessorPayment,
  now: Date,
): Promise<PaymentActionState> {
  const cycle = subscription.payment_action!.cycle;
  // The off-session attempt closed the cycle as failed with this attempt number; the confirmation is the next.
  const attempt = (subscription.dunning?.failed_attempts ?? 0) + 2;
  const key = { company_id: subscription.company_id, subscription_id: subscription.id, cycle };
  const claim = await claimRenewal(key, attempt, now);
  const base = { nextAction: null, message: null };
  if (!claim.held) {
    const latest = (await findSubscription(subscription.company_id, subscription.id)) ?? subscription;
    return claim.current?.status === 'succeeded'
      ? { ...base, subscription: latest, status: 'paid', orderId: claim.current.order_id }
      : {
          ...base,
          subscription: latest,
          status: 'requires_confirmation',
          orderId: null,
          message: 'The payment is being recorded',
        };
  }
  try {
    const result = await billCycle(subscription, claim.renewal, now, {
      approved: true,
      payment,
      gateway: connected.gateway,
    });
    return { ...base, subscription: result.subscription, status: 'paid', orderId: result.order?.id ?? null };
  } catch (error) {
    await transactWrite([closeRenewal(claim.renewal, 'released')]).catch(() => undefined);
    throw error;
  }
}
