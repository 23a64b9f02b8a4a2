import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { familiesInPageOrder, type FamilyName } from '../storefront/family-table';

/** What a share link can point at: an item of any storefront family, by the family's name. */
export const shareTargetTypes = familiesInPageOrder.map((family) => family.name) as [FamilyName, ...FamilyName[]];

/**
 * A short link a rep (or the company) shares: `/s/<token>` redirects to the target page, through
 * the rep's link when a rep shared it so the visit is attributed. Read with one GetItem by token.
 */
export const shareLinkEntity = defineEntity({
  name: 'share_link',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      token: z.string(),
      target_type: z.enum(shareTargetTypes),
      target_id: z.number().int(),
      rep_id: z.number().int().nullable(),
      created_at: z.string(),
    }),
  keys: {
    primary: { pk: (s) => companyPartition(s.company_id), sk: (s) => `SHARE#${s.token}` },
  },
});

export type ShareLink = z.infer<typeof shareLinkEntity.schema>;
