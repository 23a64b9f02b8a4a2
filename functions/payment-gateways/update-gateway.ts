import { getGateway, updateGateway } from '../../shared/domains/payments/gateway-store';
import { presentGateway } from '../../shared/domains/payments/present-gateway';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { NotFound } from '../../shared/platform/errors/domain-error';
import { updateGatewayRoute } from './update-gateway.route';

export const handler = defineHandler(updateGatewayRoute, async ({ params, body, principal }) => {
  const current = await getGateway(principal.companyId, params.id);
  const updated = current && (await updateGateway(current, body.gateway));
  if (!updated) throw new NotFound('Payment gateway');
  return { data: presentGateway(updated) };
});
