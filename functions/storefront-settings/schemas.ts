import { z } from 'zod';
import { isBlockListEntry } from '../../shared/domains/site-settings/blocked-ip';
import { embedPositions } from '../../shared/domains/site-settings/storefront-settings-entity';

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code (upper case)');

const checkoutOptions = z
  .object({
    require_phone: z.boolean().describe('A cart needs a phone number before it can be checked out (`valid_for_checkout`). Default false'),
    require_billing_zip: z.boolean().describe('A cart needs a postal code on its billing address (the shipping address when no billing address is given) before checkout. Default false'),
    collect_email_marketing: z.boolean().describe('Checkout asks for email marketing consent. Default true'),
    collect_sms_marketing: z.boolean().describe('Checkout asks for SMS marketing consent. Default false'),
    hide_volume_on_customer_surfaces: z
      .boolean()
      .optional()
      .describe('Carts answer their volume (`cv`, `qv`, `cv_total`, `qv_total`) as null on the cart surfaces the buyer sees (checkout v2026-04 and public v2025-06); orders and webhooks keep it. Default false; omitted when `checkout` is sent: false'),
  })
  .describe("What the shop's checkout asks of a buyer; carts show these as `cart.company` flags");

export const storefrontSettingsSchema = z
  .object({
    logo_url: z.string().nullable(),
    blocked_ips: z.array(z.string()),
    global_embeds: z.array(z.object({ name: z.string(), position: z.enum(embedPositions), html: z.string() })),
    region_rules: z.array(z.object({ path: z.string(), disabled_countries: z.array(z.string()) })),
    checkout: checkoutOptions,
    billing_paused: z.boolean().describe('Set by the platform; a paused storefront answers a fixed 503 page'),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'StorefrontSettings' });

export const updateStorefrontSettingsBody = z.object({
  storefront_settings: z
    .object({
      logo_url: z.url({ protocol: /^https?$/ }).max(2048).nullable(),
      blocked_ips: z
        .array(z.string().max(64).refine(isBlockListEntry, 'must be an IPv4 or IPv6 address or CIDR range'))
        .max(500)
        .describe('Visitors from these addresses get 403 (JSON)'),
      global_embeds: z
        .array(
          z.object({
            name: z.string().trim().min(1).max(120),
            position: z.enum(embedPositions).describe('`head`: output by `{{ content_for_header }}` (also on error pages); `body_end`: by `{{ content_for_footer }}`'),
            html: z.string().max(16 * 1024),
          }),
        )
        .max(20),
      region_rules: z
        .array(
          z.object({
            path: z.string().regex(/^\/[^\s?#]*$/, 'must be a storefront path such as /pages/about').max(512),
            disabled_countries: z.array(countryCode).min(1).max(250),
          }),
        )
        .max(200)
        .describe('The page at `path` answers 404 to visitors from these countries'),
      checkout: checkoutOptions.describe('Replaced whole when sent: send all four required flags (and `hide_volume_on_customer_surfaces` to keep it on)'),
    })
    .partial(),
});

export const storefrontSettingsResponse = z.object({ storefront_settings: storefrontSettingsSchema });
export const billingPauseParams = z.object({ company_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const billingPauseBody = z.object({ billing_paused: z.boolean() });
