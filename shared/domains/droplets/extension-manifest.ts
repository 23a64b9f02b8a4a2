import { z } from 'zod';

/** File at the root of an extension package that declares what it contains. */
export const EXTENSION_MANIFEST_FILE = 'extension.json';

/** Where a widget may be placed, by the storefront page type that renders it. */
export const widgetPlacements = {
  home: 'home',
  product_page: 'product',
  collection_page: 'collection',
  category_page: 'category',
  page: 'page',
  post_page: 'post',
} as const;

/** A placement name (`product_page`, ...). */
export type WidgetPlacement = keyof typeof widgetPlacements;

/** The capability a widget declares to receive data from the droplet's `widget_data_url`. */
export const DROPLET_DATA_CAPABILITY = 'droplet@1';

/** Longest a widget's data may be cached, per shop and page context. */
export const MAX_WIDGET_CACHE_SECONDS = 300;

/** A widget as `extension.json` declares it. */
const widgetDeclarationSchema = z.strictObject({
  name: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9_-]{0,30}\.[a-z0-9][a-z0-9_-]{0,30}$/,
      "must be 'vendor.widget' (lower-case letters, digits, - and _)",
    )
    .describe("Unique name the theme places it by: `{% droplet_widget 'vendor.widget' %}`"),
  title: z.string().min(1).max(100),
  placements: z
    .array(z.enum(Object.keys(widgetPlacements) as [WidgetPlacement, ...WidgetPlacement[]]))
    .min(1)
    .describe(`Page types it renders on: ${Object.keys(widgetPlacements).join(', ')}`),
  template: z
    .string()
    .regex(/^[A-Za-z0-9_/-]+\.liquid$/, 'must be the path of a .liquid file in the package')
    .describe('Path of its Liquid template inside the package'),
  capabilities: z
    .array(z.literal(DROPLET_DATA_CAPABILITY))
    .max(1)
    .optional()
    .describe(
      '`["droplet@1"]`: the storefront calls the droplet\'s `widget_data_url` and passes the JSON answer to the template as `data`',
    ),
  cache_seconds: z
    .number()
    .int()
    .min(0)
    .max(MAX_WIDGET_CACHE_SECONDS)
    .optional()
    .describe(
      `How long an answer of widget_data_url is reused per shop and page context (default 60, at most ${MAX_WIDGET_CACHE_SECONDS})`,
    ),
});

/** `extension.json`: the package's version and its widgets. */
export const extensionManifestSchema = z.strictObject({
  schema_version: z.literal(1),
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'must be a semantic version (1.2.3)'),
  widgets: z.array(widgetDeclarationSchema).min(1).max(10),
});

/** A parsed `extension.json`. */
export type ExtensionManifest = z.infer<typeof extensionManifestSchema>;

/** A widget accepted from a package, with its template source, as stored on the droplet. */
export const storedWidgetSchema = z.object({
  name: z.string(),
  title: z.string(),
  placements: z.array(z.string()),
  capabilities: z.array(z.string()),
  cache_seconds: z.number().int(),
  version: z.string(),
  template_source: z.string(),
});

/** A widget stored on its droplet. */
export type StoredWidget = z.infer<typeof storedWidgetSchema>;

/** An accepted widget as the droplet's `app_extensions` lists it (its template stays server-side). */
export function presentExtension(widget: StoredWidget) {
  return {
    type: 'widget',
    name: widget.name,
    title: widget.title,
    placements: widget.placements,
    capabilities: widget.capabilities,
    version: widget.version,
    state: 'active',
  };
}
