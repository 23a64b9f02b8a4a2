import { defineRoute } from '../../shared/edge/http/route';
import { dropletParams, rotateLifecycleSecretBody, rotatedLifecycleSecretResponse } from './schemas';
import { auth } from './route-common';

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
