import { defineHandler } from '../../shared/edge/http/define-handler';
import { updateOrderMetadata } from '../../shared/domains/orders/update-order-metadata';
import { presentOrder } from '../../shared/domains/orders/order-state';
import { updateOrderRoute } from './update-order.route';

export const handler = defineHandler(updateOrderRoute, async ({ params, body, principal }) => ({
  order: presentOrder(await updateOrderMetadata(principal.companyId, params.id, body.order.metadata)),
}));
