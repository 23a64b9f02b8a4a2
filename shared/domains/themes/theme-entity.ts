import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';

/**
 * A theme of a company. `revision` grows on every publish or default change, so renderers can
 * keep parsed templates per container and know when to reload them.
 */
export const themeEntity = defineEntity({
  name: 'theme',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      id: z.number().int(),
      name: z.string(),
      revision: z.number().int(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  keys: {
    primary: { pk: (t) => companyPartition(t.company_id), sk: (t) => `THEME#${sortableId(t.id)}` },
  },
});

export type Theme = z.infer<typeof themeEntity.schema>;

/** The one item naming a company's active theme (read in every storefront request's batch, shared/edge/site/shop-records.ts). */
export const activeThemeEntity = defineEntity({
  name: 'active_theme',
  schema: () => z.object({ company_id: z.number().int(), theme_id: z.number().int(), activated_at: z.string() }),
  keys: {
    primary: { pk: (a) => companyPartition(a.company_id), sk: () => 'ACTIVE_THEME' },
  },
});
