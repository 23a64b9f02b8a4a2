import { CallbackSession } from '../domains/callbacks/callback-session';
import { retryStaleWrites } from '../platform/db/retry-stale-write';
import type { GuardedWrite } from '../platform/db/transact';
import { ValidationFailed } from '../platform/errors/domain-error';
import {
  checkoutSubscriptions,
  scheduleRenewals,
  type CheckoutSubscriptions,
  type SubscriptionSettings,
} from '../domains/autoship/checkout-subscriptions';
import type { Subscription } from '../domains/autoship/subscription-entity';
import { discountUsageWrites } from '../domains/checkout/price-discount-codes';
import { getCompany } from '../domains/company/company-store';
import { orderOfCart } from '../domains/orders/order-store';
import type { Cart } from '../domains/checkout/cart-entity';
import { cartCompleted, CartWriteConflict, loadCart, saveCart, staleRevision } from '../domains/checkout/cart-store';
import { refusalForUnacceptedAgreements } from '../domains/checkout/cart-agreements';
import { refusalForShortStock } from '../domains/checkout/line-stock';
import { refusalForMovedTotal, type ShownTotals } from '../domains/checkout/moved-total';
import { moneyWriter } from '../domains/checkout/money-mode';
import { recurringTerms, termsVersion } from '../domains/checkout/recurring-terms';
import type { Order } from '../domains/orders/order-entity';
import type { MutateOptions } from '../domains/checkout/mutate-cart';
import { priceCart } from '../domains/checkout/price-cart';
import type { PricedCart } from '../domains/checkout/priced-cart';
import { checkoutReadiness } from '../domains/checkout/readiness';
import { creditedRep } from '../domains/checkout/credited-rep';
import { prepareEnrollment, type Enrollment } from './enroll-member';
import { placeOrder, reserveOrder } from './steps/place-order';
import { authorizePayment, type PaymentInput } from './steps/authorize-payment';
import { saveCheckoutCard } from './steps/save-checkout-card';

export type { PaymentInput } from './steps/authorize-payment';

/** How a complete runs: the cart write options, the totals the buyer last saw and their consent to renewal terms. */
export interface CompleteOptions extends MutateOptions {
  /** The totals the buyer last saw; by default the cart's as last saved. */
  shownTotals?: ShownTotals;
  /** The complete request's `recurring_terms_accepted: true`: required when the cart has subscribed lines. */
  recurringTermsAccepted?: boolean;
}

/** The result of a complete: the order, and whether this call placed it (false: a retry answered the existing one). */
export interface Completion {
  cart: Cart;
  priced: PricedCart;
  order: Order;
  placed: boolean;
}

/**
 * Checks a cart out: re-prices it; refuses it (422, saving the re-priced cart so `meta.cart` shows
 * why) on short stock, an unaccepted required agreement, a cart not ready or a moved total;
 * authorizes the payment through the cart's gateway (or the built-in test method); then in ONE transaction places the order (steps/place-order.ts, shared
 * with renewals), completes the cart, uses the codes and creates its subscriptions and enrollment
 * member. Idempotent on the cart; a transaction lost to a concurrent one is re-run from the read.
 */
export async function completeCart(
  token: string,
  payment: PaymentInput,
  options: CompleteOptions = {},
): Promise<Completion> {
  // One session for every attempt: a re-run re-prices without asking the callbacks again.
  const scoped = { ...options, callbacks: options.callbacks ?? new CallbackSession() };
  return retryStaleWrites(() => attemptComplete(token, payment, scoped), {
    conflictMessage: 'The cart or its items are being changed by other requests; complete it again',
    attempts: 3,
  });
}

async function attemptComplete(token: string, payment: PaymentInput, options: CompleteOptions): Promise<Completion> {
  const { cart, priced } = await loadCart(token, options.companyId);
  if (cart.state === 'completed') return { cart, priced, order: await orderOfCart(cart), placed: false };
  if (options.expectedRevision !== undefined && options.expectedRevision !== cart.state_revision)
    throw staleRevision(cart.state_revision);
  const now = options.now ?? new Date();
  const repriced = await priceCart(cart, { ...options, now });
  const shortStock = refusalForShortStock(repriced.lines);
  if (shortStock) await saveThenRefuse(cart, repriced, now, shortStock);
  const unaccepted = refusalForUnacceptedAgreements(cart, repriced);
  if (unaccepted) await saveThenRefuse(cart, repriced, now, unaccepted);
  if (repriced.recurring.length > 0 && !options.recurringTermsAccepted) throw unconsentedTerms();
  const readiness = checkoutReadiness(cart, repriced);
  if (!readiness.valid)
    throw new ValidationFailed(
      { cart: [readiness.reason!] },
      { message: `The cart cannot be checked out: ${readiness.reason}` },
    );
  const moved = refusalForMovedTotal(cart, options.shownTotals ?? priced.totals, repriced.totals);
  if (moved) await saveThenRefuse(cart, repriced, now, moved);
  // An enrollment cart creates its member with the order; a known email is refused before payment.
  const enrollment = await enrollmentOf(cart, repriced, now);
  // Authorized once before the order exists (steps/authorize-payment.ts); a decline writes no order.
  const authorization = await authorizePayment(cart, repriced, payment);

  const at = now.toISOString();
  const [company, reserved, volumeRep] = await Promise.all([
    getCompany(cart.company_id),
    reserveOrder(cart.company_id, now),
    creditedRep(cart),
  ]);
  const placed = await placeOrder(cart, repriced, {
    reserved,
    company,
    now,
    creditedRep: volumeRep,
    shortStock: 'refuse',
    recurringConsent: consentOf(cart, repriced, at),
    payment: authorization.orderPayment,
  });
  const { order } = placed;
  const card = authorization.saved
    ? await saveCheckoutCard(authorization.saved, {
        companyId: cart.company_id,
        customerId: placed.customerId,
        orderId: order.id,
        now,
      })
    : undefined;
  const autoship = await autoshipOf(cart, repriced, order, company, now, card?.storedMethod);
  const completed: Cart = {
    ...cart,
    state: 'completed',
    state_revision: cart.state_revision + 1,
    order_id: order.id,
    customer_id: placed.customerId,
    payment: authorization.cartPayment,
    updated_at: at,
    completed_at: at,
    ttl: undefined,
  };
  const writes: GuardedWrite[] = [
    ...placed.writes,
    ...authorization.writes(order.id, at),
    ...(await usageWrites(cart, repriced, order)),
    ...(autoship?.writes ?? []).map((item) => ({ item })),
    ...(enrollment?.writes ?? []),
    ...(card?.writes ?? []).map((item) => ({ item })),
  ];
  try {
    const { failedExtra, failedItem } = await saveCart(
      completed,
      repriced,
      cart,
      writes.map((write) => write.item),
    );
    if (failedExtra !== undefined) throw writes[failedExtra]?.refusal?.(failedItem) ?? new CartWriteConflict();
  } catch (error) {
    if (!(error instanceof CartWriteConflict)) throw error;
    // Another request wrote first: a concurrent complete (answer its order) or a cart change (409).
    const { cart: current, priced: currentPriced } = await loadCart(token);
    if (current.state === 'completed')
      return { cart: current, priced: currentPriced, order: await orderOfCart(current), placed: false };
    throw staleRevision(current.state_revision);
  }
  // After the commit: a schedule never points at a subscription that does not exist.
  if (autoship) await scheduleRenewals(autoship.subscriptions);
  await enrollment?.welcome(company);
  return { cart: completed, priced: repriced, order, placed: true };
}

/** The member an enrollment cart creates (shared/use-cases/enroll-member.ts), or null. */
async function enrollmentOf(cart: Cart, priced: PricedCart, now: Date): Promise<Enrollment | null> {
  if (cart.enrollment_pack_id === null || !priced.enrollment) return null;
  return prepareEnrollment(cart, priced, now);
}

/** The autoship subscriptions of the cart's subscribed lines (shared/domains/autoship/checkout-subscriptions.ts), or undefined without any. */
async function autoshipOf(
  cart: Cart,
  priced: PricedCart,
  order: Order,
  settings: SubscriptionSettings,
  now: Date,
  storedMethod: Subscription['payment_method'] | undefined,
): Promise<CheckoutSubscriptions | undefined> {
  if (!priced.lines.some((line) => line.subscription && line.subscription_plan_id !== null)) return undefined;
  return checkoutSubscriptions(cart, priced, order, settings, now, storedMethod);
}

/** Saves the re-priced cart (so the refusal's `meta.cart` shows the new state), then throws `refusal`. */
async function saveThenRefuse(cart: Cart, repriced: PricedCart, now: Date, refusal: Error): Promise<never> {
  const next = { ...cart, state_revision: cart.state_revision + 1, updated_at: now.toISOString() };
  await saveCart(next, repriced, cart).catch((error) => {
    if (error instanceof CartWriteConflict)
      throw cart.state === 'open' ? staleRevision(cart.state_revision + 1) : cartCompleted();
    throw error;
  });
  throw refusal;
}

/** The refusal of a cart with subscribed lines completed without consent to their renewal terms. */
function unconsentedTerms(): ValidationFailed {
  return new ValidationFailed(
    { recurring_terms_accepted: ['must be true: the cart has subscribed lines that renew automatically'] },
    { message: 'Accept the renewal terms of the subscribed lines (the cart `recurring` terms) to check out' },
  );
}

/** The consent the order records: when, and the terms as shown (null without subscribed lines). */
function consentOf(cart: Cart, priced: PricedCart, at: string): Order['recurring_consent'] {
  if (priced.recurring.length === 0) return null;
  const terms = recurringTermsOfCart(cart, priced)
    .map((charge) => charge.terms)
    .join('\n\n');
  return { accepted_at: at, terms_version: termsVersion(terms), terms };
}

/** The renewal terms of each recurring charge, as the cart shows them. */
function recurringTermsOfCart(cart: Cart, priced: PricedCart) {
  const money = moneyWriter(cart.currency_code, `${cart.language_iso}-${cart.country_code}`, 'integer');
  return priced.recurring.map((charge) => recurringTerms(charge, priced.company, money));
}

/** Usage consumption of the codes that apply. */
async function usageWrites(cart: Cart, priced: PricedCart, order: Order): Promise<GuardedWrite[]> {
  const applied = priced.discounts.filter((discount) => discount.refusal === null);
  return applied.length === 0 ? [] : discountUsageWrites(cart, applied, order.email);
}
