import type { EmulatorRoute } from '../context';
import { find } from '../lookup';
import { allowOnly, optionalString } from '../params';

/**
 * The emulator's own test hooks (no Stripe counterpart; dispute hooks are in disputes.ts): the
 * webhook deliveries of the account and a resend of one event, to test a receiver's idempotency.
 */
export const emulatorHookRoutes: EmulatorRoute[] = [
  {
    method: 'GET',
    path: '/_emulator/webhook_deliveries',
    handle({ account, params, webhooks }) {
      const event = optionalString(params, 'event');
      const deliveries = webhooks.deliveries.filter(
        (delivery) => account.objects.has(delivery.event) && (!event || delivery.event === event),
      );
      return { object: 'list', data: deliveries, has_more: false, url: '/_emulator/webhook_deliveries' };
    },
  },
  {
    method: 'POST',
    path: '/_emulator/events/:id/resend',
    handle({ account, params, pathParams, webhooks }) {
      allowOnly(params, ['webhook_endpoint']);
      const event = find(account, 'event', pathParams[0]!);
      const endpointId = optionalString(params, 'webhook_endpoint');
      const endpoints = endpointId
        ? [find(account, 'webhook_endpoint', endpointId, 'webhook_endpoint')]
        : webhooks.recipients(account, event.type);
      event.pending_webhooks += endpoints.length;
      webhooks.dispatch(account, event, endpoints);
      return event;
    },
  },
];
