import { defineRoute } from '../../shared/edge/http/route';
import { createWebhookBody, webhookResponse } from './schemas';
import { RAW_TOKEN_WARNING, auth, ownedCollection } from './route-common';

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
  examples: { request: { webhook: { resource: 'product', event: 'updated', url: 'https://hooks.example.com/commerce' } } },
});
