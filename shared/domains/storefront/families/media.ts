import { z } from 'zod';
import { ValidationFailed } from '../../../platform/errors/domain-error';
import { newNumericId } from '../../../platform/ids';
import { findMember } from '../../members/member-store';
import { attachUploads } from '../../../platform/uploads/attach-uploads';
import { mediaDescriptor } from '../descriptors/media';
import { defineFamily, type StoredItem } from '../engine/family';
import { mediumFileKey, uploadedFile, MEDIA_TYPES } from '../media/medium-files';
import {
  MEDIUM_OWN_FIELDS,
  MEDIUM_VISIBILITIES,
  mediumDefaults,
  mediumWriteFields,
  SHAREABLE_STYLES,
  type ShareableInput,
  type StoredShareable,
} from '../media/medium-fields';
import { dropStats, readStats } from '../media/medium-stats';
import { assertItemsExist, contentSorts, pickFields } from './content-rules';

/** Listed publicly: not restricted and not uploaded by a rep (SPEC rule 8); such media still resolve by slug. */
export const isPubliclyListed = (item: StoredItem) => item.visibility === 'public' && item.rep_id === null;

/** A medium's stored fields the family's rules read (the rest: media/medium-fields.ts). */
export interface MediumFields {
  visibility: (typeof MEDIUM_VISIBILITIES)[number];
  rep_id: number | null;
  attached_shareables: StoredShareable[];
  media_type: (typeof MEDIA_TYPES)[number] | null;
  video_url: string | null;
  pdf_url: string | null;
  video_status: 'ready' | null;
}

/**
 * Media (SPEC rule 8): slugs are always generated from the title (a sent `slug` is refused as an
 * unknown field); restricted and rep-uploaded media stay out of public lists but resolve by slug.
 * Files come through presigned uploads (`upload_id`); `views`/`leads` counters live beside the
 * medium (media/medium-stats.ts); attached products render from the live catalog.
 */
export const media = defineFamily<MediumFields>({
  ...mediaDescriptor,
  statuses: ['draft', 'scheduled', 'published'],
  countryScoped: true,
  writeFields: mediumWriteFields,
  defaults: mediumDefaults,
  viewFields: () => ({
    description: z.string().nullable().optional(),
    media_type: z.enum(MEDIA_TYPES).nullable(),
    media_format: z.string().nullable().describe('File extension of the uploaded file'),
    image_url: z.string().nullable(),
    video_url: z.string().nullable(),
    pdf_url: z.string().nullable(),
    kind: z.string(),
    visibility: z.enum(MEDIUM_VISIBILITIES),
    rep_id: z.number().int().nullable(),
    duration: z.number().int().nullable(),
    video_status: z.enum(['ready']).nullable().describe('`ready` once a video file or URL is set'),
    cta_enabled: z.boolean(),
    cta_url: z.string().nullable(),
    cta_button_text: z.string().nullable(),
    cta_action_type: z.string().nullable(),
    display_tag: z.string().nullable(),
    video_shopping_enabled: z.boolean(),
    prompts_enabled: z.boolean(),
    prompts: z.array(z.string()).optional(),
    subtitles: z.record(z.string(), z.string()).optional(),
    label: z
      .object({ title: z.string(), background: z.string(), icon: z.string().nullable().optional(), color: z.string() })
      .nullable(),
    attached_shareables: z
      .array(
        z.object({
          id: z.number().int(),
          kind: z.literal('product'),
          product_id: z.number().int(),
          position: z.number().int(),
          timestamp: z.number().int().nullable(),
          style: z.enum(SHAREABLE_STYLES),
          content: z.string().nullable(),
        }),
      )
      .optional(),
    views: z.number().int().optional().describe('Show and lookup: counted share-page views'),
    leads: z.number().int().optional().describe('Show and lookup: leads captured through the medium'),
  }),
  translatable: ['title', 'description'],
  listOmits: ['description', 'prompts', 'subtitles', 'attached_shareables'],
  filters: {
    media_type: {
      schema: () => z.enum(MEDIA_TYPES),
      description: `One of ${MEDIA_TYPES.join(', ')}`,
      matches: (item, value) => item.media_type === value,
    },
  },
  companyFilters: {
    visibility: {
      schema: () => z.enum(MEDIUM_VISIBILITIES),
      description: `One of ${MEDIUM_VISIBILITIES.join(', ')}`,
      matches: (item, value) => item.visibility === value,
    },
  },
  sorts: contentSorts,
  slug: { settable: false, followsTitle: false },
  writeUses: ['storefront-media-attachments'],
  hooks: {
    attach: async (companyId, input) => {
      if (typeof input.upload_id === 'string') await attachUploads([mediumFileKey(companyId, input.upload_id)]);
    },
    prepare: async (next, previous, input) => {
      if (typeof input.upload_id === 'string') {
        const file = uploadedFile(next.company_id, input.upload_id);
        Object.assign(next, {
          media_type: file.mediaType,
          media_format: file.format,
          [`${file.mediaType}_url`]: file.url,
        });
      }
      delete next.upload_id;
      next.media_type ??= next.video_url ? 'video' : next.pdf_url ? 'pdf' : 'image';
      next.video_status = next.video_url ? 'ready' : null;
      if (input.rep_id !== undefined && next.rep_id !== null) await assertRep(next.company_id, next.rep_id);
      if (input.attached_shareables !== undefined)
        next.attached_shareables = await shareables(next, previous, input.attached_shareables as ShareableInput[]);
      return next;
    },
    listed: isPubliclyListed,
    present: (item) => pickFields(item, MEDIUM_OWN_FIELDS),
    detailById: async (companyId, id) => ({ ...(await readStats(companyId, id)) }),
    afterDelete: (item) => dropStats(item.company_id, item.id),
  },
  example: {
    id: 4_503_599_627_370_150,
    title: 'Spring collection video',
    slug: 'spring-collection-video',
    status: 'published',
    active: true,
    publish_at: null,
    language: 'en',
    default_language: 'en',
    available_languages: ['en'],
    countries: [],
    created_at: '2026-04-01T09:30:00.000Z',
    updated_at: '2026-04-01T09:30:00.000Z',
    ...mediumDefaults,
    media_type: 'video',
    media_format: 'mp4',
    video_url: 'https://cdn.example.com/media/spring.mp4',
    video_status: 'ready',
  },
});

/** Attachments in position order, each product checked to be the company's; ids kept for unchanged products. */
async function shareables(
  next: StoredItem<MediumFields>,
  previous: StoredItem<MediumFields> | undefined,
  written: ShareableInput[],
): Promise<StoredShareable[]> {
  await assertItemsExist(
    'product',
    next.company_id,
    [...new Set(written.map((entry) => entry.product_id))],
    'medium.attached_shareables',
  );
  const before = new Map((previous?.attached_shareables ?? []).map((entry) => [entry.product_id, entry.id]));
  return written
    .map((entry, index) => ({
      id: before.get(entry.product_id) ?? newNumericId(),
      kind: 'product' as const,
      product_id: entry.product_id,
      position: entry.position ?? index,
      timestamp: entry.timestamp ?? null,
      style: entry.style ?? 'card',
      content: entry.content ?? null,
    }))
    .sort((a, b) => a.position - b.position);
}

async function assertRep(companyId: number, repId: number): Promise<void> {
  const member = await findMember(companyId, repId);
  if (member?.type !== 'rep') throw new ValidationFailed({ 'medium.rep_id': ['is not a rep of this company'] });
}
