import { CallbackSession } from '../callbacks/callback-session';
import { retryStaleWrites, StaleWrite } from '../../platform/db/retry-stale-write';
import { supersededBy } from '../../platform/db/superseded-write';
import { ValidationFailed } from '../../platform/errors/domain-error';
import type { Cart } from './cart-entity';
import { cartCompleted, CartWriteConflict, cartTtl, loadCart, saveCart, staleRevision } from './cart-store';
import { priceCart, type PriceCartOptions } from './price-cart';
import type { PricedCart } from './priced-cart';

/** How a cart write is made. */
export interface MutateOptions extends PriceCartOptions {
  /** The revision the client saw (If-Match); a different current revision is a 409. */
  expectedRevision?: number;
  /** The shop the request names, if it names one: a cart of another shop is a 404. */
  companyId?: number;
}

/** A cart write: changes the shopper's inputs; may refuse with a 422 once the new cart is priced. */
export interface CartChange {
  apply(cart: Cart, priced: PricedCart): Cart | Promise<Cart>;
  /** Refuses the priced result (an item the catalog does not sell) before anything is written. */
  check?(next: Cart, priced: PricedCart): void;
  /**
   * The values this change sets, as `cart` holds them (a line's quantity, a detail field), for a
   * write without If-Match that lost its race: when the winners changed every one of them, it is
   * superseded (supersededBy). @default none: a lost race always re-applies the change
   */
  sets?(cart: Cart): unknown[];
}

/** Several changes made as one write, in order (a cart update setting details and accepting agreements). */
export function chainChanges(...changes: CartChange[]): CartChange {
  return {
    apply: async (cart, priced) => {
      let next = cart;
      for (const change of changes) next = await change.apply(next, priced);
      return next;
    },
    check: (next, priced) => {
      for (const change of changes) change.check?.(next, priced);
    },
  };
}

/**
 * The one path every cart write takes: read by token, refuse a completed cart or a stale revision
 * (409), apply, price, and write with its `cart_updated` event conditioned on the revision read (the
 * totals derive from the whole cart, and the revision is the ETag clients echo). A write without
 * If-Match that loses a race is re-applied on the winner's cart, or superseded when the winners set
 * every value it sets (superseded-write.ts); one with If-Match gets the 409.
 */
export async function mutateCart(
  token: string,
  change: CartChange,
  options: MutateOptions = {},
): Promise<{ cart: Cart; priced: PricedCart }> {
  // One session for every attempt: a retry re-prices without asking the callbacks again.
  const callbacks = options.callbacks ?? new CallbackSession();
  return retryStaleWrites(
    async (latest) => {
      const current = await loadCart(token, options.companyId, latest);
      try {
        return await attemptMutation(token, change, current, { ...options, callbacks });
      } catch (error) {
        if (!(error instanceof StaleWrite) || !error.latest || !change.sets) throw error;
        const winner = await loadCart(token, options.companyId, error.latest);
        if (winner.cart.state === 'open' && supersededBy(change.sets(current.cart), change.sets(winner.cart)))
          return winner;
        throw error;
      }
    },
    { conflictMessage: 'The cart is being changed by many requests at once; retry' },
  );
}

async function attemptMutation(
  token: string,
  change: CartChange,
  current: { cart: Cart; priced: PricedCart },
  options: MutateOptions & { callbacks: CallbackSession },
): Promise<{ cart: Cart; priced: PricedCart }> {
  const { cart, priced } = current;
  if (cart.state !== 'open') throw cartCompleted();
  if (options.expectedRevision !== undefined && options.expectedRevision !== cart.state_revision)
    throw staleRevision(cart.state_revision);
  const now = options.now ?? new Date();
  const changed = await change.apply(structuredClone(cart), priced);
  const next: Cart = {
    ...changed,
    state_revision: cart.state_revision + 1,
    updated_at: now.toISOString(),
    ttl: cartTtl(changed, now),
  };
  const repriced = await priceCart(next, { ...options, now });
  change.check?.(next, repriced);
  try {
    await saveCart(next, repriced, cart);
    return { cart: next, priced: repriced };
  } catch (error) {
    if (!(error instanceof CartWriteConflict)) throw error;
    if (options.expectedRevision === undefined) throw new StaleWrite(error.latest);
    const { cart: latest } = await loadCart(token);
    throw latest.state !== 'open' ? cartCompleted() : staleRevision(latest.state_revision);
  }
}

/**
 * The revision in an `If-Match` header (`"3"`, `W/"3"` or `3`), or undefined when absent.
 *
 * @example parseIfMatch(event.headers['if-match']) // 3
 */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^(?:W\/)?"?(\d{1,15})"?$/.exec(header.trim());
  if (!match) throw new ValidationFailed({ 'If-Match': ['must be the cart state_revision, e.g. "3"'] });
  return Number(match[1]);
}
