import { z } from 'zod';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { languageCode } from '../../shared/domains/storefront/engine/fields';
import { LEGACY_MEDIA_SORTS } from '../../shared/domains/storefront/media/legacy-media-sorts';
import { MEDIUM_KINDS } from '../../shared/domains/storefront/media/medium-fields';

/** Query of the legacy company media list (offset pagination, like the rest of the admin surface). */
export const legacyMediaQuery = offsetPageQuery().extend({
  search: z.string().trim().min(1).max(200).optional().describe('Words that must all occur in the title (any locale); case- and accent-insensitive'),
  sort: z.enum(LEGACY_MEDIA_SORTS).default('created_at_desc').describe(`One of ${LEGACY_MEDIA_SORTS.join(', ')}`),
  status: z.enum(['active', 'inactive']).optional().describe('The on/off switch'),
  language: languageCode.optional().describe('Language code of the translations to show (en, es, de, …); falls back to the medium’s default'),
  kind: z.enum([...MEDIUM_KINDS, 'all']).default('share').describe('Kind of media; default `share` (the share-type media), `all` for every kind'),
});

/** `{media}`: company media items in the legacy shape (SPEC "Company media item"). */
export const legacyMediaResponse = z.object({ media: z.array(z.record(z.string(), z.unknown()).meta({ id: 'CompanyMediaItem', description: 'See SPEC "Company media item"; validated against its JSON Schema in test/media/legacy-media.test.ts' })) });

/** Path of one medium's leads. */
export const mediumLeadsParams = z.object({ medium_id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

