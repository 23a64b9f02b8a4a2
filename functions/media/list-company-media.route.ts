import { defineRoute } from '../../shared/edge/http/route';
import { z } from 'zod';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { languageCode } from '../../shared/domains/storefront/engine/fields';
import { LEGACY_MEDIA_SORTS } from '../../shared/domains/storefront/media/legacy-media-sorts';
import { MEDIUM_KINDS } from '../../shared/domains/storefront/media/medium-fields';

/** Query of the legacy company media list (offset pagination, like the rest of the admin surface). */
const legacyMediaQuery = offsetPageQuery().extend({
  search: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe('Words that must all occur in the title (any locale); case- and accent-insensitive'),
  sort: z
    .enum(LEGACY_MEDIA_SORTS)
    .default('created_at_desc')
    .describe(`One of ${LEGACY_MEDIA_SORTS.join(', ')}`),
  status: z.enum(['active', 'inactive']).optional().describe('The on/off switch'),
  language: languageCode
    .optional()
    .describe('Language code of the translations to show (en, es, de, …); falls back to the medium’s default'),
  kind: z
    .enum([...MEDIUM_KINDS, 'all'])
    .default('share')
    .describe('Kind of media; default `share` (the share-type media), `all` for every kind'),
});

/** `{media}`: company media items in the legacy shape (SPEC "Company media item"). */
const legacyMediaResponse = z.object({
  media: z.array(
    z.record(z.string(), z.unknown()).meta({
      id: 'CompanyMediaItem',
      description:
        'See SPEC "Company media item"; validated against its JSON Schema in test/media/legacy-media.test.ts',
    }),
  ),
});

/** GET /api/company/media */
export const listLegacyMediaRoute = defineRoute({
  id: 'listLegacyCompanyMedia',
  method: 'GET',
  path: '/api/company/media',
  handler: 'media/list-company-media',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'media.view' },
  ownership: { kind: 'none' },
  summary: 'List company media (legacy shape)',
  description:
    'The same media as `/api/v202604/company/media`, in the legacy company media item shape: counters, description/label objects, prompts, subtitles, comments (always empty: comments are not a feature yet) and attached products rendered from the live catalog in the company’s home country. Share-type media only unless `kind` says otherwise. Errors are bare `{message}` bodies. Superseded by the v2026-04 media family for everything but this shape.',
  request: { query: legacyMediaQuery },
  response: { status: 200, body: legacyMediaResponse },
  pagination: 'offset',
  errorShape: 'bare',
});
