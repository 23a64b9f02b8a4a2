import { z } from 'zod';
import { themeEntity } from '../../shared/domains/themes/theme-entity';
import { templateTypes } from '../../shared/domains/themes/template-kinds';
import { cursorPageQuery } from '../../shared/platform/schema/pagination';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const source = z.string().max(256 * 1024).describe('Liquid source (a JSON object for `locale` files)');

export const themeParams = z.object({ theme_id: id });
export const templateParams = z.object({ theme_id: id, template_id: id });
export const versionParams = z.object({ theme_id: id, template_id: id, version: z.coerce.number().int().min(1).max(1_000_000) });
export const listThemesQuery = cursorPageQuery();

export const themeSchema = themeEntity.schema
  .pick({ id: true, name: true })
  .extend({
    active: z.boolean(),
    revision: themeEntity.schema.shape.revision.describe('Grows with every publish or default change'),
    created_at: themeEntity.schema.shape.created_at,
    updated_at: themeEntity.schema.shape.updated_at,
  })
  .meta({ id: 'Theme' });

export const templateSchema = z
  .object({
    id: z.number().int(),
    theme_id: z.number().int(),
    type: z.enum(templateTypes),
    name: z.string(),
    path: z.string().describe('File path in the theme, e.g. `product/default/index.liquid`'),
    is_default: z.boolean().describe('The one template of its type and name that renders'),
    latest_version: z.number().int(),
    published_version: z.number().int().nullable().describe('Null until a version is published'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ThemeTemplate' });

export const versionSchema = z
  .object({ version: z.number().int(), source: z.string(), published: z.boolean(), created_at: z.string() })
  .meta({ id: 'ThemeTemplateVersion' });

const themeName = z.string().trim().min(1).max(120);
export const createThemeBody = z.object({ theme: z.object({ name: themeName }) });
export const updateThemeBody = z.object({ theme: z.object({ name: themeName }) });
export const createTemplateBody = z.object({
  template: z.object({
    type: z.enum(templateTypes),
    name: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be lowercase letters, digits, - or _ (at most 64)')
      .describe('`theme` for the layout, `default` for a page type, the status code for error pages, the language code for locales'),
    source,
    is_default: z.boolean().optional().describe('Make it the default of its type and name; the first template of a type and name becomes the default anyway'),
  }),
});
export const updateTemplateBody = z.object({ template: z.object({ is_default: z.literal(true).describe('Make this template the default of its type and name') }) });
export const saveVersionBody = z.object({ version: z.object({ source }) });

export const themeResponse = z.object({ theme: themeSchema });
export const themeListResponse = z.object({ themes: z.array(themeSchema) });
export const templateResponse = z.object({ template: templateSchema });
export const templateListResponse = z.object({ templates: z.array(templateSchema) });
export const templateDetailResponse = z.object({ template: templateSchema, versions: z.array(versionSchema) });
export const versionResponse = z.object({ template: templateSchema, version: versionSchema });
export const deletedResponse = z.object({ id: z.number().int() });
export const previewResponse = z.object({
  preview_url: z.string().describe('Storefront URL showing this theme; valid for an hour'),
  preview_token: z.string(),
  expires_at: z.string(),
});
