import { z } from 'zod';
import { eventIndex } from '../../shared/domains/event-catalog/event-index';
import { maskedSecretPattern } from '../../shared/platform/crypto/mask-secret';
import { publicUrlField } from '../../shared/platform/net/public-url-schema';
import { boundedText, storableIdParam } from '../../shared/platform/schema/storable';
import { webhookHttpMethods } from '../../shared/domains/webhooks/webhook-subscription-entity';

/** A webhook subscription as the API returns it. */
export const webhookSchema = z
  .object({
    id: z.number().int(),
    resource: z.string().describe('Resource watched; fixed after creation'),
    event: z.string().describe('Event on the resource; fixed after creation'),
    event_identifier: z.string().describe('`<resource>_<event>`; names the payload schema'),
    url: z.string(),
    active: z.boolean(),
    http_method: z.enum(webhookHttpMethods),
    auth_token: z.string().nullable().describe('Masked (`••••abcd`); never returned in full. Null: deliveries are signed with the company webhook secret'),
    disabled_reason: z.string().nullable().describe('Why the platform deactivated it (410 Gone, failing for days); null otherwise'),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Webhook' });

/** Why `resource` or `event` is refused on update. */
const FIXED_WEBHOOK_FIELD = 'is fixed after creation; delete the webhook and create a new one instead';
const authTokenField = z
  .string()
  .min(32, 'must be at least 32 characters (32 random characters recommended)')
  .max(256)
  .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it is sent in a header)')
  .describe('Shared secret signing deliveries (HMAC-SHA256) and sent as X-Service-Token; at least 32 characters');
const httpMethodField = z.enum(webhookHttpMethods).describe('Method deliveries use');

/** Body of POST /api/company/webhooks. */
export const createWebhookBody = z.object({
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
          context.addIssue({ code: 'custom', path: ['resource'], message: 'is not a resource you can subscribe to; see GET /api/company/webhooks/resources' });
        } else if (!subscribable.some((definition) => definition.resource === resource && definition.event === event)) {
          context.addIssue({ code: 'custom', path: ['event'], message: `is not an event of ${resource}; see GET /api/company/webhooks/resources` });
        }
      },
      // Check the pair even when other fields are invalid, so one 422 names every problem.
      { when: () => true },
    ),
});

/** Body of PUT /api/company/webhooks/{id}: only url, active, auth_token and http_method (SPEC: resource and event are not accepted). */
export const updateWebhookBody = z.object({
  webhook: z.object({
    // SPEC: `resource` and `event` are not accepted on update, not even their current values.
    resource: z.never({ error: FIXED_WEBHOOK_FIELD }).optional(),
    event: z.never({ error: FIXED_WEBHOOK_FIELD }).optional(),
    url: publicUrlField().optional(),
    active: z.boolean().optional(),
    http_method: httpMethodField.optional(),
    auth_token: z
      .union([authTokenField, z.string().regex(maskedSecretPattern)], {
        // A value that is neither: answer why it is no valid token, not that no branch matched.
        error: (issue) => (issue.code === 'invalid_union' ? issue.errors[0]?.[0]?.message : undefined),
      })
      .nullable()
      .optional()
      .describe('New shared secret; the masked value as read (`••••abcd`) keeps the current one; null signs with the company webhook secret again'),
  }),
});

/** Path of one webhook. */
export const webhookParams = z.object({ id: storableIdParam });

export const webhookResponse = z.object({ webhook: webhookSchema });
export const webhookListResponse = z.object({ webhooks: z.array(webhookSchema) });
export const deletedWebhookResponse = z.object({ webhook: z.object({ id: z.number().int() }) });

/** A resource companies can subscribe to. */
export const webhookResourceSchema = z
  .object({
    name: z.string().describe('Lowercase resource name; the payload key of the resource object'),
    resource_name: z.string().describe('Internal, namespaced type identifier'),
    events: z.array(z.object({ event: z.string(), event_identifier: z.string(), description: z.string() })),
  })
  .meta({ id: 'WebhookResource' });

export const webhookResourcesResponse = z.object({ resources: z.array(webhookResourceSchema) });

/** Path of the inspect endpoint. */
export const webhookResourceParams = z.object({ resource_name: z.string().min(1).max(64) });

/** The body receivers get: SPEC "Delivery envelope". */
export const deliveryEnvelopeSchema = z
  .object({
    id: z.number().int().describe('Delivery id; the same on every retry, dedupe on it'),
    identifier: z.string().describe('Generated token of this delivery'),
    name: z.string().describe('Event identifier'),
    timestamp: z.string().describe('ISO 8601 time the event occurred'),
    payload: z.record(z.string(), z.unknown()).describe('The resource under its lowercase name, plus event_name, schema_version, schema_hash, company_id, resource_name, resource, event'),
  })
  .meta({ id: 'DeliveryEnvelope' });

/** One event's published payload schema. */
export const webhookPayloadSchemaSchema = z
  .object({
    event_identifier: z.string(),
    resource: z.string(),
    event: z.string(),
    resource_name: z.string(),
    description: z.string(),
    audience: z.enum(['company', 'droplet']).describe('`company`: delivered to webhook subscriptions; `droplet`: delivered to the droplet\'s lifecycle URLs'),
    schema_version: z.string(),
    schema_hash: z.string().describe('SHA-256 hex of the canonical JSON (sorted keys) of `json_schema`'),
    json_schema: z.record(z.string(), z.unknown()).describe('JSON Schema (draft 2020-12) of the envelope `payload`'),
    example: z.record(z.string(), z.unknown()).describe('A payload that validates against `json_schema`'),
  })
  .meta({ id: 'WebhookPayloadSchema' });

export const webhookSchemasQuery = z.object({ event_identifier: z.string().max(128).optional() });
export const webhookSchemasResponse = z.object({ schemas: z.array(webhookPayloadSchemaSchema) });
export const webhookSchemaParams = z.object({ event_identifier: z.string().min(1).max(128) });
export const webhookSchemaResponse = z.object({ schema: webhookPayloadSchemaSchema });

/** The company webhook secret: masked when shown, in full only in the rotate response. */
export const webhookSecretResponse = z.object({
  webhook_secret: z.object({
    secret: z.string().describe('`whsec_…`; masked (`••••abcd`) except in the rotate response'),
    created_at: z.iso.datetime(),
  }),
});

