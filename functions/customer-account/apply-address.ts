import { defineHandler } from '../../shared/edge/http/define-handler';
import { applyAddressToMySubscriptions } from '../../shared/use-cases/customer-autoship';
import { applyAddressRoute } from './apply-address.route';

export const handler = defineHandler(applyAddressRoute, async ({ params, body, principal }) => ({
  affected_count: await applyAddressToMySubscriptions(
    { companyId: principal.companyId, customerId: principal.customerId },
    params.id,
    body.subscription_ids ? { ids: body.subscription_ids } : { all: true },
  ),
}));
