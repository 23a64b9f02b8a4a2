import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { shareTargetTypes } from '../../shared/domains/site-settings/share-link-entity';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const shareLinkSchema = z
  .object({
    token: z.string(),
    url: z
      .string()
      .describe('`/s/<token>` on the shop host; redirects to the target, through the rep link when a rep shares it'),
    target_type: z.enum(shareTargetTypes),
    target_id: z.number().int(),
    rep_id: z.number().int().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ShareLink' });

/** POST /api/v202604/company/share_links: a short `/s/<token>` link to a storefront item. */
export const createShareLinkRoute = defineRoute({
  id: 'createShareLink',
  method: 'POST',
  path: '/api/v202604/company/share_links',
  handler: 'share-links/create-share-link',
  surface: 'storefront',
  auth: { kind: 'bearer', permission: 'storefront.update' },
  summary: 'Create a share link',
  description:
    'An unknown or deleted target makes `/s/<token>` redirect to `/404`. Pages are always shared by their own path (never through a rep link).',
  request: {
    body: z.object({
      share_link: z.object({ target_type: z.enum(shareTargetTypes), target_id: id, rep_id: id.nullish() }),
    }),
  },
  response: { status: 201, body: z.object({ share_link: shareLinkSchema }) },
});
