import type { OrderView } from '../../shared/domains/orders/order-state';
import { orderMail } from '../../shared/domains/shop-mail/order-mails';
import { sendShopMail } from '../../shared/domains/shop-mail/send-shop-mail';
import { streamRecordHandler, type StreamItem } from '../../shared/edge/consumers/stream-consumer';
import { consumer } from './manifest';

const orderOf = (outbox: StreamItem) => ({
  companyId: outbox.company_id as number,
  event: outbox.event as string,
  order: outbox.data as OrderView,
});

/**
 * The buyer's order mails: confirmation (`order_created`), refund (`order_refunded`) and
 * cancellation (`order_cancelled`), from each `order_*` outbox record in stream order. Each send
 * is claimed on the order first, so a redelivered record mails nothing twice; a failed send
 * releases its claim and the stream retries from it.
 */
export const handler = streamRecordHandler(
  consumer('mailOrderEvents'),
  async (outbox) => {
    const { companyId, event, order } = orderOf(outbox);
    const mail = orderMail(companyId, event, order);
    return mail && sendShopMail(mail);
  },
  {
    failureMessage: 'order mail not sent; the stream will retry',
    failureFields: (outbox) => {
      const { companyId, event, order } = orderOf(outbox);
      return { company_id: companyId, order_id: order.id, event };
    },
  },
);
