import { getCompany } from '../../shared/domains/company/company-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { logger } from '../../shared/platform/logger';
import { fulfilOrder } from '../../shared/domains/orders/fulfil-order';
import { presentOrder } from '../../shared/domains/orders/order-state';
import { sendShippingConfirmation } from '../../shared/domains/orders/shipping-confirmation';
import { createFulfillmentRoute } from './create-fulfillment.route';

export const handler = defineHandler(createFulfillmentRoute, async ({ params, body, principal }) => {
  const { order, fulfillment } = await fulfilOrder(principal.companyId, params.id, body.fulfillment);
  if (fulfillment.notify_customer) {
    // The fulfilment is committed: a mail failure is logged, never turned into an error that would invite a retry shipping nothing.
    await sendShippingConfirmation(order, fulfillment, await getCompany(principal.companyId)).catch((error) =>
      logger.warn('shipping confirmation not sent', { order_id: order.id, error }),
    );
  }
  return { fulfillment, order: presentOrder(order) };
});
