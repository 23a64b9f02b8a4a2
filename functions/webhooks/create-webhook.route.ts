import { defineRoute } from '../../shared/edge/http/route';
import { authTokenField, httpMethodField, webhookResponse } from './schemas';
import { RAW_TOKEN_WARNING, auth, ownedCollection } from './route-common';
import { z } from 'zod';
import { eventIndex } from '../../shared/domains/event-catalog/event-index';
import { publicUrlField } from '../../shared/platform/net/public-url-schema';
import { boundedText } from '../../shared/platform/schema/storable';

/** Body of POST /api/company/webhooks. */
const createWebhookBody = z.object({
  webhook: z
    .object({
      resource: boundedText(256).min(1).max(64),
      event: boundedText(256).min(1).max(64),
      url: publicUrlField(),
      active: z.boolean().default(true),
      http_method: httpMethodField.default('post'),
      auth_token: authTokenField.nullish(),
    })
    .superRefine(
      (webhook, context) => {
        const { resource, event } = (webhook ?? {}) as { resource?: unknown; event?: unknown };
        if (typeof resource !== 'string' || typeof event !== 'string') return;
        const subscribable = eventIndex.filter((definition) => definition.audience === 'company');
        if (!subscribable.some((definition) => definition.resource === resource)) {
          context.addIssue({
            code: 'custom',
            path: ['resource'],
            message: 'is not a resource you can subscribe to; see GET /api/company/webhooks/resources',
          });
        } else if (!subscribable.some((definition) => definition.resource === resource && definition.event === event)) {
          context.addIssue({
            code: 'custom',
            path: ['event'],
            message: `is not an event of ${resource}; see GET /api/company/webhooks/resources`,
          });
        }
      },
      // Check the pair even when other fields are invalid, so one 422 names every problem.
      { when: () => true },
    ),
});

/** POST /api/company/webhooks: subscribes a URL to one event of one resource. */
export const createWebhookRoute = defineRoute({
  id: 'createWebhook',
  method: 'POST',
  path: '/api/company/webhooks',
  handler: 'webhooks/create-webhook',
  surface: 'admin',
  auth,
  ownership: ownedCollection,
  summary: 'Create a webhook subscription',
  description:
    '`resource` and `event` must name a pair from GET /api/company/webhooks/resources. `url` must be an absolute https URL of a publicly reachable host ' +
    '(IP literals and names in private, loopback, link-local, CGNAT, multicast, ULA and cloud-metadata ranges are refused). `http_method` is `post` (default) or `put`. ' +
    '`auth_token` (at least 32 characters) signs deliveries; without one they are signed with the company webhook secret. It is stored encrypted and only shown masked. ' +
    'Subscribing needs the permission that reads the resource (`members.view` for `member`, `events.view` for `company_event`, `agreements.view`, `leads.view`, `orders.view` for `cart` and `order`, `storefront.view` for storefront families), else 403. ' +
    'Created with an installation token (`dit_`), the subscription belongs to the installation and is signed with its webhook secret. ' +
    RAW_TOKEN_WARNING,
  request: { body: createWebhookBody },
  response: { status: 201, body: webhookResponse },
  examples: {
    request: { webhook: { resource: 'product', event: 'updated', url: 'https://hooks.example.com/commerce' } },
  },
});
