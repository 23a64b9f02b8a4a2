import { orderEntity } from '../orders/order-entity';
import type { OrderView } from '../orders/order-state';
import type { ShopMail } from './send-shop-mail';
import { orderMailVariables } from './mail-variables';

type Refund = OrderView['refunds'][number];

/** The mail an `order_*` event sends (its outbox record's event and data), or null. */
export function orderMail(companyId: number, event: string, order: OrderView): ShopMail | null {
  const target = { kind: 'order' as const, companyId, id: order.id };
  const mail = (key: ShopMail['key'], sendKey: string, refund: Refund | null = null): ShopMail => ({
    key,
    target,
    sendKey,
    to: order.email,
    variables: async (shop) => orderMailVariables(order, shop, refund, await orderLanguage(companyId, order.id)),
  });
  if (event === 'created') return mail('order_confirmation', 'order_confirmation');
  if (event === 'cancelled') {
    const refund = order.refunds.find((candidate) => candidate.id === order.cancellation?.refund_id) ?? null;
    return mail('order_cancellation', 'order_cancellation', refund);
  }
  if (event === 'refunded') {
    const refund = order.refunds.at(-1);
    // The cancellation's own refund is told by the cancellation mail.
    if (!refund || refund.id === order.cancellation?.refund_id) return null;
    return mail('order_refund', `order_refund:${refund.id}`, refund);
  }
  return null;
}

/** The language the order was placed in (storage-only: the API and the events leave it out). */
async function orderLanguage(companyId: number, orderId: number): Promise<string | null> {
  return (await orderEntity.getFields({ company_id: companyId, id: orderId }, ['language_iso']))?.language_iso ?? null;
}
