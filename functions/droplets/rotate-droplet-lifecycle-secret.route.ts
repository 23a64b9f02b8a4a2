import { defineRoute } from '../../shared/edge/http/route';
import { dropletParams, updatedDropletSchema } from './schemas';
import { auth } from './route-common';
import { z } from 'zod';
import {
  DEFAULT_ROTATION_OVERLAP_SECONDS,
  MAX_ROTATION_OVERLAP_SECONDS,
} from '../../shared/domains/droplets/droplet-entity';

/** Body of POST /api/droplets/{uuid}/lifecycle_secret/rotate (optional). */
const rotateLifecycleSecretBody = z
  .object({
    overlap_seconds: z
      .number()
      .int()
      .min(0)
      .max(MAX_ROTATION_OVERLAP_SECONDS)
      .default(DEFAULT_ROTATION_OVERLAP_SECONDS)
      .describe(
        'How long deliveries also carry a signature with the previous secret (`X-Service-Signature-Previous`); 0 ends it at once',
      ),
  })
  .optional()
  .transform((body) => body ?? { overlap_seconds: DEFAULT_ROTATION_OVERLAP_SECONDS });

const rotatedLifecycleSecretResponse = z.object({
  lifecycle_secret: z
    .string()
    .describe('The new secret (`dls_…`): signs deliveries and session tokens from now on. Shown only in this response'),
  previous_secret_expires_at: z.iso
    .datetime()
    .nullable()
    .describe('Until when deliveries also carry `X-Service-Signature-Previous`; null without overlap'),
  droplet: updatedDropletSchema,
});

/** POST /api/droplets/{uuid}/lifecycle_secret/rotate: a new lifecycle secret, the old one overlapping. */
export const rotateDropletLifecycleSecretRoute = defineRoute({
  id: 'rotateDropletLifecycleSecret',
  method: 'POST',
  path: '/api/droplets/{uuid}/lifecycle_secret/rotate',
  handler: 'droplets/rotate-droplet-lifecycle-secret',
  surface: 'admin',
  auth,
  summary: 'Rotate the lifecycle secret',
  description:
    'The owner or a root admin mints a new lifecycle secret (`dls_…`, shown only in this response); it signs lifecycle deliveries and session tokens from now on. ' +
    'For `overlap_seconds` (default 1 day, at most 7 days) every lifecycle delivery carries two signatures of the same `<X-Service-Timestamp>.<raw body>`: ' +
    '`X-Service-Signature` (hex HMAC-SHA256 with the new secret) and `X-Service-Signature-Previous` (same, with the previous secret), so a receiver holding either verifies; ' +
    'after the window only `X-Service-Signature` is sent. `verifyDelivery` checks both headers and accepts a list of secrets. Rotating again ends the older overlap. A concurrent change answers 409.',
  request: { params: dropletParams, body: rotateLifecycleSecretBody },
  response: { status: 200, body: rotatedLifecycleSecretResponse },
});
