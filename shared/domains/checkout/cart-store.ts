import { transactWrite, type WriteItem } from '../../platform/db/transact';
import { outboxPut } from '../events/outbox';
import { Conflict, NotFound } from '../../platform/errors/domain-error';
import { CART_RETENTION_DAYS, cartEntity, type Cart } from './cart-entity';
import { cartEventData } from './cart-event';
import { CART_TOKEN_PATTERN, hashCartToken } from './cart-token';
import type { TableKey } from '../../platform/db/batch-get';
import type { PricedCart } from './priced-cart';

/**
 * The cart a token names (one strongly consistent GetItem, or `latest`: the record a lost race
 * handed back); 404 envelope for an unknown or malformed token, and for a cart of another shop
 * than the one the request names (`companyId`).
 */
export async function loadCart(
  token: string,
  companyId?: number,
  latest?: Record<string, unknown>,
): Promise<{ cart: Cart; priced: PricedCart }> {
  const cart = latest
    ? cartEntity.fromRecord(latest)
    : CART_TOKEN_PATTERN.test(token)
      ? await findCart(hashCartToken(token))
      : undefined;
  if (!cart || (companyId !== undefined && cart.company_id !== companyId)) throw new NotFound('Cart');
  return { cart, priced: cart.priced as unknown as PricedCart };
}

/** The key of the cart a token names; undefined for a token that cannot name one. For a caller batching the cart with other reads, then handing the item to {@link loadCart}. */
export function cartKeyOf(token: string): TableKey | undefined {
  return CART_TOKEN_PATTERN.test(token) ? cartEntity.key({ token_hash: hashCartToken(token) }) : undefined;
}

async function findCart(tokenHash: string): Promise<Cart | undefined> {
  return cartEntity.get({ token_hash: tokenHash }, { consistent: true });
}

/** Epoch seconds an open cart written `at` expires; completed carts stay with their order. */
export function cartTtl(cart: Pick<Cart, 'state'>, at: Date): number | undefined {
  return cart.state === 'open' ? Math.floor(at.getTime() / 1000) + CART_RETENTION_DAYS * 86_400 : undefined;
}

/** Why a conditional cart write failed: someone else wrote first (stale revision) or the cart completed. */
export class CartWriteConflict extends Error {
  /** The cart record as the write found it (ALL_OLD), when the cart still exists. */
  readonly latest?: Record<string, unknown>;

  constructor(latest?: Record<string, unknown>) {
    super('The cart changed since it was read');
    this.latest = latest;
  }
}

/**
 * Writes a cart with its pricing and its `cart_created`/`cart_updated` event in one transaction,
 * plus any `extra` items (an order, usage counters, stock count-downs). An update is conditioned on
 * the revision it was read at, so two writers can never silently overwrite each other. A failed
 * condition of the cart throws CartWriteConflict; of an extra item, answers its index in `extra`
 * and its stored state when it asked for it.
 */
export async function saveCart(
  next: Cart,
  priced: PricedCart,
  previous: Cart | undefined,
  extra: WriteItem[] = [],
): Promise<{ failedExtra?: number; failedItem?: Record<string, unknown> }> {
  const record = cartEntity.toRecord({ ...next, priced: priced as unknown as Record<string, unknown> });
  const condition = previous
    ? {
        ConditionExpression: 'state_revision = :seen AND #state = :open',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':seen': previous.state_revision, ':open': 'open' },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
      }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  const event = outboxPut({
    companyId: next.company_id,
    resource: 'cart',
    event: previous ? 'updated' : 'created',
    data: cartEventData(next, priced),
    occurredAt: new Date(next.updated_at),
  });
  const { failedIndex, failedItem } = await transactWrite([{ Put: { Item: record, ...condition } }, event, ...extra]);
  if (failedIndex === 0) throw new CartWriteConflict(failedItem);
  return failedIndex === undefined ? {} : { failedExtra: failedIndex - 2, failedItem };
}

/** The 409 of a write carrying a revision that is no longer the cart's. */
export function staleRevision(current: number): Conflict {
  return new Conflict(`The cart changed since state_revision you sent; it is now at ${current}. Re-read it and retry`, {
    errors: { state_revision: [`is stale; current is ${current}`] },
  });
}

/** The 409 of a write to a completed cart. */
export function cartCompleted(): Conflict {
  return new Conflict('The cart is completed and can no longer change', { errors: { state: ['is completed'] } });
}
