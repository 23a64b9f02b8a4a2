import type { Cart } from '../../domains/checkout/cart-entity';
import { countDownWrites } from '../../domains/checkout/line-stock';
import type { PricedCart } from '../../domains/checkout/priced-cart';
import type { Company } from '../../domains/company/company-entity';
import { recordCustomerOrder } from '../../domains/customers/record-customer-order';
import { outboxPut } from '../../domains/events/outbox';
import { buildOrder, type OrderIdentity } from '../../domains/orders/build-order';
import type { Order } from '../../domains/orders/order-entity';
import { indexWrites } from '../../domains/orders/order-index';
import { allocateOrderNumber } from '../../domains/orders/order-number';
import { orderRecords } from '../../domains/orders/order-records';
import { presentOrder } from '../../domains/orders/order-state';
import { StaleWrite } from '../../platform/db/retry-stale-write';
import type { GuardedWrite } from '../../platform/db/transact';
import { newNumericId } from '../../platform/ids';

/** An order's id and number, taken before the transaction that places it. */
export interface ReservedOrder {
  id: number;
  orderNumber: number;
}

/** Step: mints the order's id and allocates its number from the company's counter. */
export async function reserveOrder(companyId: number, now: Date): Promise<ReservedOrder> {
  const id = newNumericId(now.getTime());
  return { id, orderNumber: await allocateOrderNumber(companyId) };
}

export interface OrderPlacement {
  reserved: ReservedOrder;
  company: Pick<Company, 'currency_code'>;
  now: Date;
  /** @default - the rep the cart is attributed to */
  creditedRep?: OrderIdentity['creditedRep'];
  /** The subscription cycle a renewal's order bills. */
  renewal?: NonNullable<Order['renewal']>;
  /** The shopper's consent to the renewal terms of the cart's subscribed lines (checkout). */
  recurringConsent?: Order['recurring_consent'];
  /**
   * What a stock count-down that fails answers: `refuse` names the short line (422, a buyer at
   * checkout), `rerun` re-reads and runs again (a renewal, which re-prices without the line).
   */
  shortStock: 'refuse' | 'rerun';
  /** How the order was paid through a gateway (authorized before this step). @default the built-in test method, captured */
  payment?: Order['payment'];
}

/**
 * Step: places a priced, valid cart as an order, the same for checkout completion and subscription
 * renewals: records the buyer as a customer and builds the order, and answers the writes that
 * commit it inside the caller's one transaction (order record and list rows, `order_created`, the
 * customer's writes, the stock count-down). A payment is authorized before this step; its capture
 * belongs with these writes.
 */
export async function placeOrder(
  cart: Cart,
  priced: PricedCart,
  placement: OrderPlacement,
): Promise<{ order: Order; customerId: number; writes: GuardedWrite[] }> {
  const { reserved, now } = placement;
  const at = now.toISOString();
  const buyer = await recordCustomerOrder(cart, {
    companyId: cart.company_id,
    shopCurrency: placement.company.currency_code,
    orderId: reserved.id,
    amountTotal: priced.totals.amount_total,
    currencyCode: cart.currency_code,
    at,
  });
  const identity: OrderIdentity = { id: reserved.id, orderNumber: reserved.orderNumber, customerId: buyer.customer.id };
  if (placement.creditedRep !== undefined) identity.creditedRep = placement.creditedRep;
  const built = buildOrder(cart, priced, identity, at);
  const order: Order = {
    ...built,
    renewal: placement.renewal ?? null,
    recurring_consent: placement.recurringConsent ?? null,
    ...(placement.payment ? { payment: placement.payment } : {}),
  };
  const countDowns = countDownWrites(cart, priced);
  const writes: GuardedWrite[] = [
    { item: { Put: { Item: orderRecords.toRecord(order), ConditionExpression: 'attribute_not_exists(pk)' } } },
    ...indexWrites(undefined, order).map((item) => ({ item })),
    {
      item: outboxPut({
        companyId: cart.company_id,
        resource: 'order',
        event: 'created',
        data: presentOrder(order),
        occurredAt: now,
      }),
    },
    ...buyer.writes,
    ...(placement.shortStock === 'refuse'
      ? countDowns
      : countDowns.map((write) => ({ item: write.item, refusal: () => new StaleWrite() }))),
  ];
  return { order, customerId: buyer.customer.id, writes };
}
