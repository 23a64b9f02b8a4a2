import { eventIndex } from '../../shared/domains/event-catalog/event-index';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { HttpError } from '../../shared/edge/http/http-error';
import { getLastDelivery } from '../../shared/domains/deliveries/last-delivery';
import { requireEventPermission } from '../../shared/domains/webhooks/webhook-subscription-access';
import { hasSubscriptionToResource } from '../../shared/domains/webhooks/webhook-subscription-store';
import { getWebhookResourceRoute } from './get-webhook-resource.route';

const notFound = (message: string) => new HttpError('not_found', { message, shape: 'status' });

export const handler = defineHandler(getWebhookResourceRoute, async ({ params, principal }) => {
  // Accept the lowercase name (`member`) and the namespaced type id (`Service::Member`).
  const definition = eventIndex.find(
    (candidate) =>
      candidate.audience === 'company' &&
      (candidate.resource === params.resource_name || candidate.resourceName === params.resource_name),
  );
  if (!definition) throw notFound(`Unknown webhook resource ${params.resource_name}`);
  // The envelope carries the resource's data: showing it needs what subscribing to it needs.
  requireEventPermission(principal, definition.resource);
  const [subscribed, envelope] = await Promise.all([
    hasSubscriptionToResource(principal.companyId, definition.resource),
    getLastDelivery(principal.companyId, definition.resource),
  ]);
  if (!subscribed) throw notFound(`No webhook is registered for ${definition.resource}`);
  if (!envelope) throw notFound(`No ${definition.resource} event has been delivered yet`);
  return envelope;
});
