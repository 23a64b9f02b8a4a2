import { z } from 'zod';
import { embedPositions } from '../../shared/domains/site-settings/storefront-settings-entity';

export const checkoutOptions = z
  .object({
    require_phone: z
      .boolean()
      .describe('A cart needs a phone number before it can be checked out (`valid_for_checkout`). Default false'),
    require_billing_zip: z
      .boolean()
      .describe(
        'A cart needs a postal code on its billing address (the shipping address when no billing address is given) before checkout. Default false',
      ),
    collect_email_marketing: z.boolean().describe('Checkout asks for email marketing consent. Default true'),
    collect_sms_marketing: z.boolean().describe('Checkout asks for SMS marketing consent. Default false'),
    hide_volume_on_customer_surfaces: z
      .boolean()
      .optional()
      .describe(
        'Carts answer their volume (`cv`, `qv`, `cv_total`, `qv_total`) as null on the cart surfaces the buyer sees (checkout v2026-04 and public v2025-06); orders and webhooks keep it. Default false; omitted when `checkout` is sent: false',
      ),
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

export const storefrontSettingsResponse = z.object({ storefront_settings: storefrontSettingsSchema });
