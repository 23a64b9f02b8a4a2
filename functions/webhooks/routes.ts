import { defineRoute } from '../../shared/edge/http/route';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import {
  createWebhookBody,
  deletedWebhookResponse,
  deliveryEnvelopeSchema,
  updateWebhookBody,
  webhookListResponse,
  webhookParams,
  webhookResourceParams,
  webhookResourcesResponse,
  webhookResponse,
  webhookSchemaParams,
  webhookSchemaResponse,
  webhookSchemasQuery,
  webhookSchemasResponse,
  webhookSecretResponse,
} from './schemas';

const auth = { kind: 'bearer', permission: 'webhooks.manage' } as const;

/** Next to every mention of the delivery headers: the raw token headers are SPEC's, not a way to authenticate. */
const RAW_TOKEN_WARNING =
  'Warning: with an `auth_token`, every delivery also carries it in the `X-Service-Token` and `AUTH_TOKEN` headers, as SPEC requires: the raw secret, readable by ' +
  'any proxy, load balancer or log on the way. Receivers must verify `X-Service-Signature` (HMAC-SHA256 of `<X-Service-Timestamp>.<raw body>`, with a 5-minute timestamp window) ' +
  'and never authenticate by comparing the token: a token seen once can be replayed on any forged body, a signature covers this body at this time only.';
/** Subscriptions belong to the company or to the installation that created them. */
const ownedCollection = { kind: 'installation' } as const;
const ownedWebhook = { kind: 'installation', resource: 'webhook' } as const;

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

/** GET /api/company/webhooks: the company's subscriptions, oldest first. */
export const listWebhooksRoute = defineRoute({
  id: 'listWebhooks',
  method: 'GET',
  path: '/api/company/webhooks',
  handler: 'webhooks/list-webhooks',
  surface: 'admin',
  auth,
  ownership: ownedCollection,
  summary: 'List webhook subscriptions',
  description: "An installation token (`dit_`) lists only its installation's subscriptions.",
  request: { query: offsetPageQuery() },
  response: { status: 200, body: webhookListResponse },
  pagination: 'offset',
});

/** GET /api/company/webhooks/{id}: one subscription. */
export const getWebhookRoute = defineRoute({
  id: 'getWebhook',
  method: 'GET',
  path: '/api/company/webhooks/{id}',
  handler: 'webhooks/get-webhook',
  surface: 'admin',
  auth,
  ownership: ownedWebhook,
  summary: 'Show a webhook subscription',
  request: { params: webhookParams },
  response: { status: 200, body: webhookResponse },
});

/** PUT /api/company/webhooks/{id}: changes url, active, auth_token or http_method. */
export const updateWebhookRoute = defineRoute({
  id: 'updateWebhook',
  method: 'PUT',
  path: '/api/company/webhooks/{id}',
  handler: 'webhooks/update-webhook',
  surface: 'admin',
  auth,
  ownership: ownedWebhook,
  summary: 'Update a webhook subscription',
  description:
    '`resource` and `event` are fixed after creation and not accepted here, not even their current values (422); the masked `auth_token` as read keeps the current token (a round trip). Reactivating clears `disabled_reason`. Needs the permission that reads the resource, as creating does (403). ' +
    "An installation token (`dit_`) reaches only its installation's subscriptions (others 404). " +
    RAW_TOKEN_WARNING,
  request: { params: webhookParams, body: updateWebhookBody },
  response: { status: 200, body: webhookResponse },
});

/** DELETE /api/company/webhooks/{id}: removes a subscription, echoing its id. */
export const deleteWebhookRoute = defineRoute({
  id: 'deleteWebhook',
  method: 'DELETE',
  path: '/api/company/webhooks/{id}',
  handler: 'webhooks/delete-webhook',
  surface: 'admin',
  auth,
  ownership: ownedWebhook,
  summary: 'Delete a webhook subscription',
  request: { params: webhookParams },
  response: { status: 200, body: deletedWebhookResponse },
});

/** GET /api/company/webhooks/resources: what can be subscribed to. */
export const listWebhookResourcesRoute = defineRoute({
  id: 'listWebhookResources',

  method: 'GET',
  path: '/api/company/webhooks/resources',
  handler: 'webhooks/list-webhook-resources',
  surface: 'admin',
  auth,
  ownership: { kind: 'none' },
  summary: 'List resources and events available to subscribe to',
  response: { status: 200, body: webhookResourcesResponse },
});

/** GET /api/company/webhooks/resources/{resource_name}: the last delivered envelope of a resource. */
export const getWebhookResourceRoute = defineRoute({
  id: 'getWebhookResource',

  method: 'GET',
  path: '/api/company/webhooks/resources/{resource_name}',
  handler: 'webhooks/get-webhook-resource',
  surface: 'admin',
  auth,
  ownership: { kind: 'company' },
  summary: 'Show the most recent delivered event of a resource',
  description:
    'Answers the delivery envelope (`id`, `identifier`, `name`, `timestamp`, `payload`) at the top level of the body: the delivered event with the latest `timestamp` among deliveries still kept (30 days). ' +
    '404 `{message, status}` when the resource is unknown, the company has no subscription to it, or nothing was delivered yet. ' +
    'Needs the permission that reads the resource (403); installation tokens (`dit_`) are refused (403): the envelope may come from any subscription of the company.',
  request: { params: webhookResourceParams },
  response: { status: 200, body: deliveryEnvelopeSchema },
  errorResponses: { 404: 'NotFoundStatus' },
});

/** GET /api/webhooks/schemas: every event's payload JSON Schema. */
export const listWebhookSchemasRoute = defineRoute({
  id: 'listWebhookSchemas',

  method: 'GET',
  path: '/api/webhooks/schemas',
  handler: 'webhooks/list-webhook-schemas',
  surface: 'admin',
  auth,
  ownership: { kind: 'none' },
  summary: 'List payload JSON schemas',
  description:
    'Optional `event_identifier` narrows the list to one event (an empty list when unknown). Company events (`audience: company`, identifiers `<resource>_<event>`) go to webhook subscriptions. ' +
    'The droplet lifecycle events `droplet.installed` and `droplet.uninstalled` (`audience: droplet`, dotted names as SPEC "Events" 5 gives them) are listed too, but go only to the droplet\'s ' +
    '`install_webhook_url`/`uninstall_webhook_url`, signed with its lifecycle secret; they cannot be subscribed to.',
  request: { query: webhookSchemasQuery },
  response: { status: 200, body: webhookSchemasResponse },
});

/** GET /api/webhooks/schemas/{event_identifier}: one event's payload JSON Schema. */
export const getWebhookSchemaRoute = defineRoute({
  id: 'getWebhookSchema',

  method: 'GET',
  path: '/api/webhooks/schemas/{event_identifier}',
  handler: 'webhooks/get-webhook-schema',
  surface: 'admin',
  auth,
  ownership: { kind: 'none' },
  summary: 'Show one payload JSON schema',
  request: { params: webhookSchemaParams },
  response: { status: 200, body: webhookSchemaResponse },
});

/** GET /api/company/webhooks/secret: the company webhook secret, masked. */
export const getWebhookSecretRoute = defineRoute({
  id: 'getWebhookSecret',
  method: 'GET',
  path: '/api/company/webhooks/secret',
  handler: 'webhooks/get-webhook-secret',
  // Creates the secret when the company has none yet (companies predating it, or that never
  // received a delivery): a first read writes, so the route's role may write.
  writes: true,
  surface: 'admin',
  auth,
  ownership: { kind: 'company' },
  summary: 'Show the company webhook secret (masked)',
  description:
    'The secret signs deliveries of subscriptions without their own `auth_token`. It is created on first use (this read or the first delivery, whichever comes first) and only ever shown in full by the rotate endpoint. ' +
    'Installation tokens (`dit_`) are refused (403): their subscriptions are signed with the installation webhook secret.',
  response: { status: 200, body: webhookSecretResponse },
});

/** POST /api/company/webhooks/secret/rotate: a new company webhook secret, shown once. */
export const rotateWebhookSecretRoute = defineRoute({
  id: 'rotateWebhookSecret',
  method: 'POST',
  path: '/api/company/webhooks/secret/rotate',
  handler: 'webhooks/rotate-webhook-secret',
  surface: 'admin',
  auth,
  ownership: { kind: 'company' },
  summary: 'Rotate the company webhook secret',
  description:
    'Answers the new secret in full, only this once. It takes effect at once: every attempt signed afterwards (retries included) uses it. ' +
    "Installation tokens (`dit_`) are refused (403): the secret signs the merchant's subscriptions.",
  response: { status: 200, body: webhookSecretResponse },
});

/** Every webhook subscription route, for the manifest. */
export const webhookRoutes = [
  createWebhookRoute,
  listWebhooksRoute,
  getWebhookRoute,
  updateWebhookRoute,
  deleteWebhookRoute,
  listWebhookResourcesRoute,
  getWebhookResourceRoute,
  listWebhookSchemasRoute,
  getWebhookSchemaRoute,
  getWebhookSecretRoute,
  rotateWebhookSecretRoute,
];
