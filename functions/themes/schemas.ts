import { z } from 'zod';
import { themeEntity } from '../../shared/domains/themes/theme-entity';
import { templateTypes } from '../../shared/domains/themes/template-kinds';

export const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const source = z
  .string()
  .max(256 * 1024)
  .describe('Liquid source (a JSON object for `locale` files)');

export const themeParams = z.object({ theme_id: id });
export const templateParams = z.object({ theme_id: id, template_id: id });

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

export const themeName = z.string().trim().min(1).max(120);

export const themeResponse = z.object({ theme: themeSchema });
export const templateResponse = z.object({ template: templateSchema });
export const deletedResponse = z.object({ id: z.number().int() });
