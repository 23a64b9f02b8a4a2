import { defineRoute } from '../../shared/edge/http/route';
import { authTokenField, httpMethodField, webhookParams, webhookResponse } from './schemas';
import { RAW_TOKEN_WARNING, auth, ownedWebhook } from './route-common';
import { z } from 'zod';
import { maskedSecretPattern } from '../../shared/platform/crypto/mask-secret';
import { publicUrlField } from '../../shared/platform/net/public-url-schema';

/** Why `resource` or `event` is refused on update. */
const FIXED_WEBHOOK_FIELD = 'is fixed after creation; delete the webhook and create a new one instead';

/** Body of PUT /api/company/webhooks/{id}: only url, active, auth_token and http_method (SPEC: resource and event are not accepted). */
const updateWebhookBody = z.object({
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
      .describe(
        'New shared secret; the masked value as read (`••••abcd`) keeps the current one; null signs with the company webhook secret again',
      ),
  }),
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
