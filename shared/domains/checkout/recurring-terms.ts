import { createHash } from 'node:crypto';
import type { IntervalUnit } from '../storefront/plans/plan-entity';
import type { MoneyWriter } from './money-mode';
import type { RecurringCharge } from './recurring';

/** The shop as the terms name it: who charges, and where a subscriber writes to cancel. */
export interface TermsShop {
  name: string;
  /** The company's contact address; absent on carts priced before it was recorded. */
  email?: string;
}

/**
 * The automatic-renewal terms of one recurring charge, as the shopper must see them before buying
 * and as the order keeps them once accepted: what is charged, how often, when next, how to stop it.
 */
export interface RecurringTerms {
  /** `every month`, `every 2 weeks`. */
  frequency: string;
  /** The renewal charge before tax and shipping, formatted (`$12.60`). */
  renewal_price_in_currency: string;
  /** The date (YYYY-MM-DD, UTC) of the first automatic charge after this order. */
  next_charge_date: string;
  /** How to cancel, in one sentence. */
  cancellation: string;
  /** The whole disclosure the consent box stands for. */
  terms: string;
  /** A hash of `terms`: which text a consent agreed to. */
  terms_version: string;
}

/**
 * The terms of a cart's recurring charge (pure). The first renewal falls one cadence after the
 * subscription starts (today, or the end of the plan's trial), as the subscription checkout
 * creates counts it; the text names the shop, the price, the cadence, that date and the way out.
 */
export function recurringTerms(charge: RecurringCharge, shop: TermsShop, money: MoneyWriter): RecurringTerms {
  const price = money.inCurrency(charge.subtotal);
  const next = addInterval(charge.start_date, charge.interval, charge.interval_unit);
  const shopName = shop.name.replace(/[\r\n]+/g, ' ');
  const cancellation = shop.email
    ? `Cancel at any time before a charge by writing to ${shopName} at ${shop.email}; a cancellation stops every later charge.`
    : `Cancel at any time before a charge by contacting ${shopName}; a cancellation stops every later charge.`;
  const terms =
    `${shopName} will charge ${price} plus tax and shipping ${charge.frequency}, automatically, until you cancel. ` +
    `The first automatic charge is on ${next}. ${cancellation}`;
  return {
    frequency: charge.frequency,
    renewal_price_in_currency: price,
    next_charge_date: next,
    cancellation,
    terms,
    terms_version: termsVersion(terms),
  };
}

/** A stable short hash of a terms text. */
export function termsVersion(terms: string): string {
  return createHash('sha256').update(terms).digest('hex').slice(0, 16);
}

/** `date` (YYYY-MM-DD) plus one interval; months and years keep the day, clamped to the month's last. */
function addInterval(date: string, interval: number, unit: IntervalUnit): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (unit === 'day' || unit === 'week') {
    const days = interval * (unit === 'week' ? 7 : 1);
    return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
  }
  const months = month - 1 + interval * (unit === 'year' ? 12 : 1);
  const lastDay = new Date(Date.UTC(year, months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}
