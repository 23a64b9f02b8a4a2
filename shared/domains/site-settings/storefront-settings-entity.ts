import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';

/** Where a global embed is output: `head` through `{{ content_for_header }}`, `body_end` through `{{ content_for_footer }}`. */
export const embedPositions = ['head', 'body_end'] as const;

export const globalEmbedSchema = z.object({ name: z.string(), position: z.enum(embedPositions), html: z.string() });
export const regionRuleSchema = z.object({ path: z.string(), disabled_countries: z.array(z.string()) });

/**
 * What the shop's checkout asks of a buyer; carts show them as `cart.company` flags and
 * `require_*` hold a cart back from checkout until met. Defaults: what checkout did before they existed.
 */
export const checkoutOptionsSchema = z.object({
  require_phone: z.boolean().default(false),
  require_billing_zip: z.boolean().default(false),
  collect_email_marketing: z.boolean().default(true),
  collect_sms_marketing: z.boolean().default(false),
  /** Carts answer no volume on the customer-facing cart surfaces (README "Volume"). */
  hide_volume_on_customer_surfaces: z.boolean().default(false),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

/**
 * A company's storefront settings: one item read with the theme on every storefront request.
 * `billing_paused` is written only by the platform (a root admin), never by the company.
 */
export const storefrontSettingsEntity = defineEntity({
  name: 'storefront_settings',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      logo_url: z.string().nullable().default(null),
      blocked_ips: z.array(z.string()).default([]),
      global_embeds: z.array(globalEmbedSchema).default([]),
      region_rules: z.array(regionRuleSchema).default([]),
      checkout: checkoutOptionsSchema.default(checkoutOptionsSchema.parse({})),
      billing_paused: z.boolean().default(false),
      updated_at: z.string().nullable().default(null),
    }),
  keys: {
    primary: { pk: (s) => companyPartition(s.company_id), sk: () => 'STOREFRONT_SETTINGS' },
  },
});

export type StorefrontSettings = z.infer<typeof storefrontSettingsEntity.schema>;
export type GlobalEmbed = z.infer<typeof globalEmbedSchema>;
