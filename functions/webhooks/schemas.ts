import { z } from 'zod';
import { storableIdParam } from '../../shared/platform/schema/storable';
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
    auth_token: z
      .string()
      .nullable()
      .describe(
        'Masked (`••••abcd`); never returned in full. Null: deliveries are signed with the company webhook secret',
      ),
    disabled_reason: z
      .string()
      .nullable()
      .describe('Why the platform deactivated it (410 Gone, failing for days); null otherwise'),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Webhook' });
export const authTokenField = z
  .string()
  .min(32, 'must be at least 32 characters (32 random characters recommended)')
  .max(256)
  .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it is sent in a header)')
  .describe('Shared secret signing deliveries (HMAC-SHA256) and sent as X-Service-Token; at least 32 characters');
export const httpMethodField = z.enum(webhookHttpMethods).describe('Method deliveries use');

/** Path of one webhook. */
export const webhookParams = z.object({ id: storableIdParam });

export const webhookResponse = z.object({ webhook: webhookSchema });

/** One event's published payload schema. */
export const webhookPayloadSchemaSchema = z
  .object({
    event_identifier: z.string(),
    resource: z.string(),
    event: z.string(),
    resource_name: z.string(),
    description: z.string(),
    audience: z
      .enum(['company', 'droplet'])
      .describe("`company`: delivered to webhook subscriptions; `droplet`: delivered to the droplet's lifecycle URLs"),
    schema_version: z.string(),
    schema_hash: z.string().describe('SHA-256 hex of the canonical JSON (sorted keys) of `json_schema`'),
    json_schema: z.record(z.string(), z.unknown()).describe('JSON Schema (draft 2020-12) of the envelope `payload`'),
    example: z.record(z.string(), z.unknown()).describe('A payload that validates against `json_schema`'),
  })
  .meta({ id: 'WebhookPayloadSchema' });

/** The company webhook secret: in full once (its first read, or the rotate answer), masked ever after. */
export const webhookSecretResponse = z.object({
  webhook_secret: z.object({
    secret: z
      .string()
      .describe(
        '`whsec_…` in full when `shown_in_full` is true (once per secret); masked (`••••abcd`) in every other answer',
      ),
    created_at: z.iso.datetime(),
    shown_in_full: z
      .boolean()
      .describe(
        'True in the one answer that shows this secret in full: the first read of a secret never shown, or the rotate answer. Store it then; it is not shown again',
      ),
  }),
});
