import { defineRoute } from '../../shared/edge/http/route';
import { checkoutOptions, storefrontSettingsResponse } from './schemas';
import { path } from './route-common';
import { z } from 'zod';
import { isBlockListEntry } from '../../shared/domains/site-settings/blocked-ip';
import { embedPositions } from '../../shared/domains/site-settings/storefront-settings-entity';

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code (upper case)');

const updateStorefrontSettingsBody = z.object({
  storefront_settings: z
    .object({
      logo_url: z
        .url({ protocol: /^https?$/ })
        .max(2048)
        .nullable(),
      blocked_ips: z
        .array(z.string().max(64).refine(isBlockListEntry, 'must be an IPv4 or IPv6 address or CIDR range'))
        .max(500)
        .describe('Visitors from these addresses get 403 (JSON)'),
      global_embeds: z
        .array(
          z.object({
            name: z.string().trim().min(1).max(120),
            position: z
              .enum(embedPositions)
              .describe(
                '`head`: output by `{{ content_for_header }}` (also on error pages); `body_end`: by `{{ content_for_footer }}`',
              ),
            html: z.string().max(16 * 1024),
          }),
        )
        .max(20),
      region_rules: z
        .array(
          z.object({
            path: z
              .string()
              .regex(/^\/[^\s?#]*$/, 'must be a storefront path such as /pages/about')
              .max(512),
            disabled_countries: z.array(countryCode).min(1).max(250),
          }),
        )
        .max(200)
        .describe('The page at `path` answers 404 to visitors from these countries'),
      checkout: checkoutOptions.partial().describe('Each flag sent changes; a flag left out keeps its value'),
    })
    .partial(),
});

/** PUT storefront settings: each sent field replaces its list; fields not sent keep their value. */
export const updateStorefrontSettingsRoute = defineRoute({
  id: 'updateStorefrontSettings',
  method: 'PUT',
  path,
  handler: 'storefront-settings/update-settings',
  surface: 'storefront',
  auth: { kind: 'bearer', permission: 'storefront.update' },
  summary: 'Update storefront settings',
  description:
    "Each field sent replaces the stored value (lists are replaced whole; in `checkout`, each flag sent changes and the others keep theirs); `billing_paused` is the platform's and cannot be set here. " +
    '`logo_url` and the `checkout` options show on carts as `cart.company` from their next write; `require_phone` and `require_billing_zip` hold a cart back from checkout until met.',
  request: { body: updateStorefrontSettingsBody },
  response: { status: 200, body: storefrontSettingsResponse },
});
