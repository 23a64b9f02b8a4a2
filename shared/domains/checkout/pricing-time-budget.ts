import { CALLBACK_TIMEOUT_MS } from '../callbacks/callback-timeouts';

/**
 * What a cart write spends before its first callback: the cart, country, company, catalog, plans,
 * codes and callback registrations (a dozen DynamoDB calls, each well under 100 ms; SDK retries included).
 */
const READS_BEFORE_CALLBACKS_MS = 2_000;

/**
 * Kept back from the callbacks' deadlines for what follows them: the totals, the write
 * transaction, its stale-write retries (which re-read and re-price but reuse the callbacks'
 * answers), the complete's order transaction and the answer.
 */
export const AFTER_CALLBACKS_RESERVE_MS = 3_000;

/**
 * Function timeout of every route that prices a cart: its reads, both callbacks (shipping, then
 * tax, one after the other since tax needs the shipping charged) at their full timeout, and the
 * reserve. So each callback's documented timeout and fallback is reached before the function
 * times out, and the whole stays under API Gateway's 30 s integration limit.
 */
export const PRICING_ROUTE_TIMEOUT_SECONDS = Math.ceil(
  (READS_BEFORE_CALLBACKS_MS + 2 * CALLBACK_TIMEOUT_MS + AFTER_CALLBACKS_RESERVE_MS) / 1000,
);
