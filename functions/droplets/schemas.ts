import { z } from 'zod';
import { dropletScopeNames, dropletScopes } from '../../shared/domains/droplets/droplet-scopes';
import { ALPHA3_COUNTRY, dropletSettingsSchema } from '../../shared/domains/droplets/droplet-settings';
import { publicUrlField } from '../../shared/platform/net/public-url-schema';
import { boundedText, jsonBytes, storableId } from '../../shared/platform/schema/storable';

/** Every string of a droplet request has minLength 1 (SPEC "Limits"); the longest (feature details) fit in 40 KB. */
const text = boundedText(40_000).min(1);
/** The details page is stored inside the droplet item (at most 400 KB in DynamoDB); it stays far below. */
const MAX_SETTINGS_BYTES = 128 * 1024;
const optionalText = text
  .max(2000)
  .optional()
  .transform((value) => value ?? null);
// Images and videos are shown in the dashboard: only http(s) links, never `javascript:` and the like.
const optionalLink = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .optional()
  .transform((value) => value ?? null);

/** Marketplace page, request form: `title` required. */
export const marketplacePageRequest = z
  .object({ title: text.max(200), logo_url: optionalLink, summary: optionalText })
  .meta({ id: 'DropletMarketplacePageRequest' });

/** A details-page feature, request form: `name`, `summary` and `details` required. */
export const featureRequest = z
  .object({
    name: text.max(200),
    summary: text.max(2000),
    details: text.max(10_000),
    image_url: optionalLink,
    video_url: optionalLink,
  })
  .meta({ id: 'DropletFeatureRequest' });

/** Details page, request form: `title` required. */
export const detailsPageRequest = z
  .object({
    title: text.max(200),
    logo_url: optionalLink,
    summary: optionalText,
    features: z
      .array(featureRequest)
      .max(50)
      .nullable()
      .optional()
      .transform((value) => value ?? null),
  })
  .refine((page) => jsonBytes(page) <= MAX_SETTINGS_BYTES, `must be at most ${MAX_SETTINGS_BYTES} bytes of JSON in all`)
  .meta({ id: 'DropletDetailsPageRequest' });

/** DropletSettings, request form: each field sent replaces the stored one; fields left out are kept. */
export const settingsRequest = z
  .object({
    marketplace_page: marketplacePageRequest.nullable().optional(),
    details_page: detailsPageRequest.nullable().optional(),
    service_operational_countries: z
      .array(z.string().regex(ALPHA3_COUNTRY, 'must be an ISO 3166-1 alpha-3 code in upper case'))
      .max(300)
      .nullable()
      .optional()
      .describe('ISO 3166-1 alpha-3 codes; null means everywhere, an empty array nowhere'),
  })
  .meta({ id: 'DropletSettingsRequest' });

const scopeList = z
  .array(z.enum(dropletScopeNames))
  .max(dropletScopeNames.length)
  .transform((scopes) => [...new Set(scopes)])
  .describe(
    `Scopes the installation token gets: ${dropletScopeNames.map((scope) => `\`${scope}\` (${dropletScopes[scope].description})`).join(', ')}`,
  );

/** Inner fields of a droplet request (SPEC "Endpoints → Droplets"); every one optional. */
export const dropletFields = {
  active: z.boolean(),
  publicly_available: z.boolean().describe('Root admins only; anyone else sending it gets 401'),
  company_id: storableId.describe('Owning company; root admins only; anyone else sending it gets 401'),
  name: text.max(120),
  embed_url: publicUrlField()
    .min(1)
    .nullable()
    .describe(
      'Page the admin embeds; `dri` and `session_token` are appended when opened. null: none (as reads answer it unset)',
    ),
  install_webhook_url: publicUrlField()
    .min(1)
    .nullable()
    .describe('Receives `droplet.installed` with the exchange token. null: none'),
  uninstall_webhook_url: publicUrlField().min(1).nullable().describe('Receives `droplet.uninstalled`. null: none'),
  widget_data_url: publicUrlField()
    .min(1)
    .nullable()
    .describe(
      'null: none (widgets declaring `droplet@1` render empty). The `droplet@1` capability endpoint: when a page renders a widget declaring `droplet@1`, the storefront POSTs the envelope `{id, identifier, name: "droplet.widget_data", timestamp, payload: {droplet_installation_id, shop, widget, placement, resource_id}}` ' +
        'signed like lifecycle deliveries (`X-Service-Signature` = hex HMAC-SHA256 of `<X-Service-Timestamp>.<raw body>` with the lifecycle secret; `X-Service-Signature-Previous` during a rotation overlap: verify with `verifyDelivery`), ' +
        "with `X-Service-Shop` and `X-Service-Droplet-Installation`. Answer 2xx JSON (at most 64 KB) within 1.5 s; it reaches the widget template as `data` and is cached for the widget's `cache_seconds` per shop and page. " +
        'A failure, timeout or open breaker (3 consecutive failures: 30 s) renders the widget empty, never the page.',
    ),
  extension_zip_url: publicUrlField()
    .min(1)
    .describe(
      'The extension package, downloaded and validated whenever this field is sent (at most 512 KB zipped, 1 MB unpacked): `extension.json` at the root ' +
        '(`{schema_version: 1, version: "1.2.3", widgets: [{name: "vendor.widget", title, placements: [home|product_page|collection_page|category_page|page|post_page], template: "widgets/x.liquid", capabilities?: ["droplet@1"], cache_seconds?: 0-300 (default 60)}]}`, at most 10 widgets) ' +
        "and each widget's Liquid template (at most 32 KB, parsed by the theme sandbox). A problem is a 422 on `droplet.extension_zip_url` naming the file and line; accepted widgets are listed in `app_extensions` " +
        "and placed in a theme with `{% droplet_widget 'vendor.widget' %}`.",
    ),
  settings: settingsRequest.nullable(),
  requested_scopes: scopeList,
  categories: z.array(text.max(60)).max(20),
};

/** A droplet as any company sees it (SPEC "Droplet"). */
export const dropletSchema = z
  .object({
    uuid: z.string(),
    name: z.string(),
    categories: z.array(z.string()),
    active: z.boolean(),
    publicly_available: z.boolean(),
    embed_url: z.string().nullable(),
    requested_scopes: z.array(z.string()),
    created_at: z.iso.datetime(),
    settings: dropletSettingsSchema.nullable(),
    app_extensions: z
      .array(z.unknown())
      .describe(
        'What the extension package declared and the platform accepted: `{type: "widget", name, title, placements, capabilities, version, state: "active"}` per widget',
      ),
  })
  .meta({ id: 'Droplet' });

/** The owner view: what the owning company and root admins see. */
export const dropletOwnerSchema = dropletSchema
  .extend({
    install_webhook_url: z.string().nullable(),
    uninstall_webhook_url: z.string().nullable(),
    widget_data_url: z.string().nullable().describe('The `droplet@1` capability endpoint; null until declared'),
    lifecycle_contract_version: z.string(),
  })
  .meta({ id: 'DropletOwnerView' });

/** The owner view with `updated_at`, as create and update answer it. */
export const updatedDropletSchema = dropletOwnerSchema
  .extend({ updated_at: z.iso.datetime() })
  .meta({ id: 'DropletUpdated' });

export const dropletParams = z.object({ uuid: z.string().min(1).max(64) });
