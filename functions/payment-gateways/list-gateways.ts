import { listGateways } from '../../shared/domains/payments/gateway-store';
import { presentGateway } from '../../shared/domains/payments/present-gateway';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { listGatewaysRoute } from './list-gateways.route';

export const handler = defineHandler(listGatewaysRoute, async ({ principal }) => ({
  data: (await listGateways(principal.companyId)).map(presentGateway),
}));
