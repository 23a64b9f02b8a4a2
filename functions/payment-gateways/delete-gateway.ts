import { deleteGateway, getGateway } from '../../shared/domains/payments/gateway-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { NotFound } from '../../shared/platform/errors/domain-error';
import { deleteGatewayRoute } from './delete-gateway.route';

export const handler = defineHandler(deleteGatewayRoute, async ({ params, principal }) => {
  const gateway = await getGateway(principal.companyId, params.id);
  if (!gateway || !(await deleteGateway(gateway))) throw new NotFound('Payment gateway');
  return { data: { id: gateway.id } };
});
