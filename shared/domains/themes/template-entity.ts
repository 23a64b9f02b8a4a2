import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';
import { templateTypes } from './template-kinds';

/**
 * A template file of a theme. Several templates may share a type and name (alternates a merchant
 * is drafting); exactly one of them is the default, and only a default with a published version
 * renders.
 */
export const templateEntity = defineEntity({
  name: 'theme_template',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      theme_id: z.number().int(),
      id: z.number().int(),
      type: z.enum(templateTypes),
      name: z.string(),
      default: z.boolean(),
      latest_version: z.number().int(),
      published_version: z.number().int().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  keys: {
    primary: {
      pk: (t) => companyPartition(t.company_id),
      sk: (t) => `THEMETPL#${sortableId(t.theme_id)}#${sortableId(t.id)}`,
    },
  },
});

export type Template = z.infer<typeof templateEntity.schema>;

/** One saved version of a template's source: drafts accumulate, one is published. */
export const templateVersionEntity = defineEntity({
  name: 'theme_template_version',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      template_id: z.number().int(),
      version: z.number().int(),
      source: z.string(),
      created_at: z.string(),
    }),
  keys: {
    primary: {
      pk: (v) => companyPartition(v.company_id),
      sk: (v) => `THEMEVER#${sortableId(v.template_id)}#${String(v.version).padStart(6, '0')}`,
    },
  },
});

export type TemplateVersion = z.infer<typeof templateVersionEntity.schema>;

/**
 * What renders: the published source of each default template of a theme, keyed by type and name.
 * Written in the same transaction as a publish or default change, so a storefront request reads a
 * whole theme with one Query and never sees a draft.
 */
export const renderableTemplateEntity = defineEntity({
  name: 'theme_renderable',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      theme_id: z.number().int(),
      type: z.enum(templateTypes),
      name: z.string(),
      template_id: z.number().int(),
      /** Absent while the default template has no published version: it owns the name but does not render. */
      version: z.number().int().optional(),
      source: z.string().optional(),
    }),
  keys: {
    primary: {
      pk: (r) => companyPartition(r.company_id),
      sk: (r) => `THEMEPUB#${sortableId(r.theme_id)}#${r.type}#${r.name}`,
    },
  },
});

export type RenderableTemplate = z.infer<typeof renderableTemplateEntity.schema>;
