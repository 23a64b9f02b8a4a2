import { createGateway } from '../../shared/domains/payments/gateway-store';
import { presentGateway } from '../../shared/domains/payments/present-gateway';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { createGatewayRoute } from './create-gateway.route';

export const handler = defineHandler(createGatewayRoute, async ({ body, principal }) => ({
  data: presentGateway(await createGateway(principal.companyId, body.gateway)),
}));
