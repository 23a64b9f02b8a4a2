import { getGateway } from '../../shared/domains/payments/gateway-store';
import { presentGateway } from '../../shared/domains/payments/present-gateway';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { NotFound } from '../../shared/platform/errors/domain-error';
import { getGatewayRoute } from './get-gateway.route';

export const handler = defineHandler(getGatewayRoute, async ({ params, principal }) => {
  const gateway = await getGateway(principal.companyId, params.id);
  if (!gateway) throw new NotFound('Payment gateway');
  return { data: presentGateway(gateway) };
});
