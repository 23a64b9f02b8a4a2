import { defineRoute } from '../../shared/edge/http/route';
import { z } from 'zod';
import { boundedText } from '../../shared/platform/schema/storable';

/** Body of POST /api/droplet_installations/exchange. */
const exchangeBody = z.object({ exchange_token: boundedText(256).min(1) });

/** What the exchange answers, once. */
const exchangeResponse = z.object({
  installation: z.object({
    id: z.string(),
    droplet_uuid: z.string(),
    company_id: z.number().int(),
    company_subdomain: z.string(),
    scopes: z.array(z.string()),
    installed_at: z.iso.datetime(),
  }),
  installation_token: z
    .string()
    .describe("Bearer token (`dit_…`) limited to the installation's scopes; revoked when the company uninstalls"),
  webhook_secret: z
    .string()
    .describe('Signs deliveries of the webhook subscriptions created with the installation token'),
});

/** POST /api/droplet_installations/exchange: the vendor redeems the exchange token. */
export const exchangeDropletInstallationTokenRoute = defineRoute({
  id: 'exchangeDropletInstallationToken',
  method: 'POST',
  path: '/api/droplet_installations/exchange',
  handler: 'droplet-installations/exchange-droplet-installation-token',
  surface: 'admin',
  auth: { kind: 'none' },
  summary: "Exchange an installation's exchange token for its credentials",
  description:
    'No bearer token: the exchange token from `droplet.installed` is the credential. Answers the installation token (`dit_…`) and the installation webhook secret, exactly once. ' +
    'Refusals (standard envelope, `errors.code`): unknown token **404** `exchange_token_unknown`; already redeemed **409** `exchange_token_redeemed`; ' +
    'older than 10 minutes **410** `exchange_token_expired`; installation uninstalled **409** `installation_inactive`. Of concurrent redeems exactly one succeeds. ' +
    'Safe retry: on a network error or a 5xx, retry with the same token; a redemption that did not commit can be retried, and a 409 `exchange_token_redeemed` on a retry means ' +
    'the earlier request succeeded and its response was lost: the credentials cannot be shown again, so ask the company to uninstall and reinstall (fresh credentials). ' +
    'A 410 also needs a reinstall. Store the credentials before acknowledging anything.',
  request: { body: exchangeBody },
  response: { status: 200, body: exchangeResponse },
  errors: ['exchange_token_unknown', 'exchange_token_redeemed', 'exchange_token_expired', 'installation_inactive'],
});
