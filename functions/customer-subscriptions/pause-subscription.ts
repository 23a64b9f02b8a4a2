import { presentSubscription } from '../../shared/domains/autoship/present-subscription';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { actOnMySubscription } from '../../shared/use-cases/customer-autoship';
import { myPauseRoute } from './pause-subscription.route';

export const handler = defineHandler(myPauseRoute, async ({ params, principal }) => ({
  subscription: presentSubscription(
    await actOnMySubscription(
      { companyId: principal.companyId, customerId: principal.customerId },
      params.token,
      'pause',
    ),
  ),
}));
