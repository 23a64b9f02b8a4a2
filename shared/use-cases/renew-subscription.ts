import { CallbackSession } from '../domains/callbacks/callback-session';
import { priceCart } from '../domains/checkout/price-cart';
import type { PricedCart } from '../domains/checkout/priced-cart';
import { checkoutReadiness } from '../domains/checkout/readiness';
import { getCompany } from '../domains/company/company-store';
import { transactWrite, type GuardedWrite } from '../platform/db/transact';
import { anchorOf, billingInstant, cadenceOf } from '../domains/autoship/billing-dates';
import { claimRenewal, closeRenewal } from '../domains/autoship/claim-renewal';
import { afterDecline } from '../domains/autoship/dunning';
import { renewalCart } from '../domains/autoship/renewal-cart';
import { renewalId, type Renewal } from '../domains/autoship/renewal-entity';
import { saveSubscription, type SubscriptionEvents } from '../domains/autoship/save-subscription';
import { chargeStoredMethod, type ChargeOutcome } from '../domains/autoship/stored-payment';
import { authorizationRow, ledgerWrites } from '../domains/payments/ledger-rows';
import { awaitCustomer, mailPaymentAction } from './steps/await-customer';
import type { Subscription } from '../domains/autoship/subscription-entity';
import { getSubscription } from '../domains/autoship/subscription-store';
import type { RenewalResult, RenewalTrigger } from '../domains/autoship/renewal-result';
import { placeOrder, reserveOrder } from './steps/place-order';

/**
 * Bills a subscription's next cycle as checkout would: re-reads it (paused, cancelled or a stale
 * schedule is never charged), claims the cycle (one caller per cycle), re-prices, leaves out what
 * cannot ship, charges idempotently, then in ONE transaction places the order (steps/place-order.ts),
 * closes the renewal and moves to the next cycle. A decline walks autoship/dunning.ts.
 */
export async function renewSubscription(
  companyId: number,
  subscriptionId: number,
  trigger: RenewalTrigger,
  now: Date = new Date(),
): Promise<RenewalResult> {
  const subscription = await getSubscription(companyId, subscriptionId);
  if (subscription.status !== 'active' && subscription.status !== 'past_due')
    return { outcome: 'skipped', reason: `the subscription is ${subscription.status}`, subscription };
  if (
    trigger.kind === 'schedule' &&
    (trigger.cycle !== subscription.next_cycle || trigger.dueAt !== subscription.next_billing_at)
  ) {
    return {
      outcome: 'skipped',
      reason: 'the schedule is stale (the subscription moved on since it was set)',
      subscription,
    };
  }
  if (subscription.cancel_at_period_end) {
    const at = now.toISOString();
    const next: Subscription = {
      ...subscription,
      status: 'cancelled',
      cancel_reason: 'merchant',
      cancelled_at: at,
      next_billing_at: null,
      version: subscription.version + 1,
      updated_at: at,
    };
    return {
      outcome: 'cancelled',
      reason: 'cancelled at the end of the period',
      subscription: await saveSubscription(subscription, next, ['cancelled'], now),
    };
  }

  const cycle = subscription.next_cycle;
  const attempt = (subscription.dunning?.failed_attempts ?? 0) + 1;
  const claim = await claimRenewal({ company_id: companyId, subscription_id: subscription.id, cycle }, attempt, now);
  if (!claim.held) {
    const reason =
      claim.current?.status === 'succeeded'
        ? `cycle ${cycle} was already renewed`
        : `a renewal of cycle ${cycle} is in progress`;
    return { outcome: claim.current?.status === 'succeeded' ? 'skipped' : 'in_progress', reason, subscription };
  }
  try {
    return await billCycle(subscription, claim.renewal, now);
  } catch (error) {
    // Nothing was written: hand the cycle back so the retry (or the next caller) can claim it.
    await transactWrite([closeRenewal(claim.renewal, 'released')]).catch(() => undefined);
    throw error;
  }
}

/**
 * Bills a held cycle: prices it, charges it (or takes `paid`, a payment the customer already
 * confirmed on-session), and places its order with the payment's ledger row in one transaction.
 */
export async function billCycle(
  subscription: Subscription,
  renewal: Renewal,
  now: Date,
  paid?: Extract<ChargeOutcome, { approved: true }>,
): Promise<RenewalResult> {
  const company = await getCompany(subscription.company_id);
  const callbacks = new CallbackSession();
  const { cart, priced, skipped } = await priceAvailable(subscription, now, callbacks);
  const readiness = checkoutReadiness(cart, priced);
  if (!readiness.valid) {
    const at = now.toISOString();
    const reason =
      skipped.length > 0 && cart.lines.length === 0
        ? `Nothing left to ship: ${skipped.map((item) => item.message).join('; ')}`
        : readiness.reason!;
    const next: Subscription = {
      ...subscription,
      status: 'paused',
      pause_reason: 'unavailable',
      status_message: reason,
      paused_at: at,
      next_billing_at: null,
      version: subscription.version + 1,
      updated_at: at,
    };
    const saved = await saveSubscription(subscription, next, ['paused'], now, [
      { item: closeRenewal(renewal, 'released') },
    ]);
    return { outcome: 'paused', reason, subscription: saved };
  }

  const idempotencyKey = `${renewalId(subscription.id, renewal.cycle)}_a${renewal.attempts}`;
  const charge =
    paid ??
    (await chargeStoredMethod(subscription, {
      amount: priced.totals.amount_total,
      currency: subscription.currency_code,
      idempotencyKey,
    }));
  if (!charge.approved && charge.actionRequired) {
    const awaiting = awaitCustomer(subscription, renewal.cycle, charge.actionRequired, charge.message, now);
    const saved = await saveSubscription(subscription, awaiting.next, ['payment_failed'], now, [
      { item: closeRenewal(renewal, 'failed') },
    ]);
    await mailPaymentAction(saved, awaiting.secret);
    return { outcome: 'action_required', reason: charge.message, subscription: saved };
  }
  if (!charge.approved) {
    const { next, events } = afterDecline(subscription, charge, company.subscription_dunning_final_action, now);
    const saved = await saveSubscription(subscription, next, events, now, [{ item: closeRenewal(renewal, 'failed') }]);
    return { outcome: 'declined', reason: charge.message, subscription: saved };
  }

  const reserved = await reserveOrder(subscription.company_id, now);
  const renewalOfOrder = {
    subscription_id: subscription.id,
    cycle: renewal.cycle,
    idempotency_key: idempotencyKey,
    skipped_items: skipped,
  };
  // A count-down that fails (another order took the units meanwhile) re-runs the renewal from the read.
  const ledger = charge.payment && charge.gateway ? { payment: charge.payment, gateway: charge.gateway } : null;
  const row = (orderId: number) =>
    ledger &&
    authorizationRow(subscription.company_id, ledger.gateway, ledger.payment, {
      cartId: subscription.origin_cart_id,
      orderId,
      attempt: renewal.attempts,
      at: now.toISOString(),
    });
  const { order, writes } = await placeOrder(cart, priced, {
    reserved,
    company,
    now,
    renewal: renewalOfOrder,
    shortStock: 'rerun',
    payment: ledger
      ? {
          method: ledger.gateway.id,
          status: ledger.payment.status === 'captured' ? 'captured' : 'authorized',
          amount: ledger.payment.amount,
          processor_payment_id: ledger.payment.id,
          transaction_id: row(0)!.id,
        }
      : undefined,
  });
  const { next, events } = advance(subscription, now);
  const ledgerRow = row(order.id);
  const orderWrites: GuardedWrite[] = [
    ...writes,
    ...(ledgerRow ? ledgerWrites(ledgerRow).map((item) => ({ item })) : []),
    { item: closeRenewal(renewal, 'succeeded', order.id) },
  ];
  const saved = await saveSubscription(subscription, next, events, now, orderWrites);
  return { outcome: 'renewed', subscription: saved, order };
}

/**
 * Prices the subscription's lines, then again without the ones the catalog cannot supply (no
 * longer sold in the country, out of stock): a renewal ships what it can rather than nothing.
 */
async function priceAvailable(subscription: Subscription, now: Date, callbacks: CallbackSession) {
  const full = renewalCart(subscription, now);
  const pricedFull = await priceCart(full, { now, callbacks });
  const unavailable = pricedFull.lines.filter(
    (line) => !line.sellable || line.stock_shortage !== null || line.errors.length > 0,
  );
  if (unavailable.length === 0) return { cart: full, priced: pricedFull, skipped: [] };
  const skipped = unavailable.map((line) => ({
    variant_id: line.variant_id,
    title: `${line.product_title} (${line.title})`,
    message: line.stock_shortage ?? line.errors[0] ?? `${line.product_title} (${line.title}) is no longer sold`,
  }));
  const available = new Set(
    pricedFull.lines.filter((line) => !unavailable.includes(line)).map((line) => line.variant_id),
  );
  const cart = renewalCart(subscription, now, available);
  const priced: PricedCart =
    cart.lines.length > 0 ? await priceCart(cart, { now, callbacks }) : { ...pricedFull, lines: [] };
  return { cart, priced, skipped };
}

/** The subscription after a paid cycle (pure): the next anchored cycle, or expired after the plan's last one. */
function advance(subscription: Subscription, now: Date): { next: Subscription; events: SubscriptionEvents } {
  const at = now.toISOString();
  const cyclesCompleted = subscription.cycles_completed + 1;
  const nextCycle = subscription.next_cycle + 1;
  const paid = {
    ...subscription,
    status: 'active' as const,
    cycles_completed: cyclesCompleted,
    next_cycle: nextCycle,
    dunning: null,
    status_message: null,
    // The link's hash stays: a link opened after the payment went through shows that nothing is pending.
    payment_action: null,
    version: subscription.version + 1,
    updated_at: at,
  };
  if (subscription.max_billing_cycles !== null && cyclesCompleted >= subscription.max_billing_cycles) {
    return { next: { ...paid, status: 'expired', next_billing_at: null }, events: ['renewed', 'expired'] };
  }
  const due = billingInstant(anchorOf(subscription), cadenceOf(subscription), nextCycle);
  // A cycle paid late (dunning, charge_now) keeps the anchored date of the next; one already past bills a minute from now.
  const nextAt = due.getTime() > now.getTime() ? due : new Date(now.getTime() + 60_000);
  return { next: { ...paid, next_billing_at: nextAt.toISOString() }, events: ['renewed'] };
}
