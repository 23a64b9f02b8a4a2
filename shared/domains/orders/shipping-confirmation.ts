import type { Order } from './order-entity';
import type { Company } from '../company/company-entity';
import { mailSender } from '../../platform/mail/mail-sender';
import type { Fulfillment } from './fulfil-order';

/**
 * Emails the buyer that units shipped, with the tracking link when there is one, through the
 * platform's mail adapter (the local mailbox under `npm start`, SES deployed).
 */
export async function sendShippingConfirmation(
  order: Order,
  fulfillment: Fulfillment,
  company: Pick<Company, 'name'>,
): Promise<void> {
  const shop = company.name.replace(/[\r\n]+/g, ' ');
  const lines = fulfillment.lines.map(({ line_id, quantity }) => {
    const line = order.items.find((item) => item.id === line_id)!;
    return `  ${quantity} × ${line.product_title} (${line.title})`;
  });
  const tracking = [
    fulfillment.tracking_company && `Carrier: ${fulfillment.tracking_company}`,
    fulfillment.tracking_number && `Tracking number: ${fulfillment.tracking_number}`,
    fulfillment.tracking_url && `Track your package: ${fulfillment.tracking_url}`,
  ].filter(Boolean);
  const text = [
    `Hello${order.customer_name ? ` ${order.customer_name}` : ''},`,
    '',
    `Good news: items of your order ${order.number} from ${shop} are on their way.`,
    '',
    ...lines,
    ...(tracking.length > 0 ? ['', ...tracking] : []),
    '',
    `Thank you for shopping with ${shop}.`,
  ].join('\n');
  await mailSender().send({ to: order.email, subject: `Your order ${order.number} from ${shop} has shipped`, text });
}
