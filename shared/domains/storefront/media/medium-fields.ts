import { z } from 'zod';
import { languageCode, optionalText, position, storefrontId, text, urlField } from '../engine/fields';
import { MEDIA_TYPES, UPLOAD_ID_PATTERN } from './medium-files';

/** Kinds of media (SPEC leaves them open): `share` media are what reps share; the legacy list shows them by default. */
export const MEDIUM_KINDS = ['share', 'training', 'resource'] as const;
/** `restricted` media never appear in a public list (SPEC rule 8) but resolve by slug. */
export const MEDIUM_VISIBILITIES = ['public', 'restricted'] as const;
export const CTA_ACTION_TYPES = ['link', 'add_to_cart', 'lead_form'] as const;
export const SHAREABLE_STYLES = ['card', 'banner', 'overlay'] as const;

/** A product attached to a medium (shown at `timestamp` seconds into a video, ordered by `position`). */
const shareableInput = () =>
  z
    .object({
      product_id: storefrontId,
      position: position.optional(),
      timestamp: z.number().int().min(0).max(86_400).nullable().optional().describe('Seconds into the video'),
      style: z.enum(SHAREABLE_STYLES).optional(),
      content: optionalText(500).optional().describe('Text shown with the attachment'),
    })
    .strict();
export type ShareableInput = z.infer<ReturnType<typeof shareableInput>>;

/** A stored attachment: the product is referenced, never copied, so it renders from the live catalog. */
export interface StoredShareable {
  id: number;
  kind: 'product';
  product_id: number;
  position: number;
  timestamp: number | null;
  style: (typeof SHAREABLE_STYLES)[number];
  content: string | null;
}

/** The medium family's own write fields (the family's `writeFields`: built on first use). */
export const mediumWriteFields = () => {
  const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a hex color such as #1a2b3c');
  return {
    description: optionalText(5000),
    media_type: z.enum(MEDIA_TYPES).describe('Default: from the uploaded file, else from the URL given'),
    upload_id: z
      .string()
      .regex(UPLOAD_ID_PATTERN, 'must be an upload_id from POST /api/v202604/company/media/uploads')
      .describe('The uploaded file; sets media_type, media_format and the matching *_url'),
    image_url: urlField,
    video_url: urlField,
    pdf_url: urlField,
    kind: z.enum(MEDIUM_KINDS),
    visibility: z.enum(MEDIUM_VISIBILITIES),
    rep_id: storefrontId.nullable().describe('The rep who uploaded it (rep-uploaded media stay out of public lists)'),
    duration: z.number().int().min(0).max(86_400).nullable().describe('Seconds'),
    cta_enabled: z.boolean(),
    cta_url: urlField,
    cta_button_text: optionalText(60),
    cta_action_type: z.enum(CTA_ACTION_TYPES).nullable(),
    display_tag: optionalText(40),
    video_shopping_enabled: z.boolean(),
    prompts_enabled: z.boolean(),
    prompts: z.array(text(200)).max(10),
    subtitles: z
      .record(languageCode, z.url({ protocol: /^https?$/ }).max(2048))
      .refine((value) => Object.keys(value).length <= 20, 'at most 20 languages')
      .describe('Subtitle file URL per language code'),
    label: z
      .object({ title: text(60), background: color, icon: optionalText(60).optional(), color })
      .strict()
      .nullable(),
    attached_shareables: z
      .array(shareableInput())
      .max(20)
      .describe('Products attached to the medium (replaces the list)'),
  };
};

/** Stored fields a medium answers as they are. */
export const MEDIUM_OWN_FIELDS = [
  'description',
  'media_type',
  'media_format',
  'image_url',
  'video_url',
  'pdf_url',
  'kind',
  'visibility',
  'rep_id',
  'duration',
  'video_status',
  'cta_enabled',
  'cta_url',
  'cta_button_text',
  'cta_action_type',
  'display_tag',
  'video_shopping_enabled',
  'prompts_enabled',
  'prompts',
  'subtitles',
  'label',
  'attached_shareables',
] as const;

/** Defaults of a new medium. */
export const mediumDefaults = {
  description: null,
  media_type: null,
  media_format: null,
  image_url: null,
  video_url: null,
  pdf_url: null,
  kind: 'share',
  visibility: 'public',
  rep_id: null,
  duration: null,
  video_status: null,
  cta_enabled: false,
  cta_url: null,
  cta_button_text: null,
  cta_action_type: null,
  display_tag: null,
  video_shopping_enabled: false,
  prompts_enabled: false,
  prompts: [],
  subtitles: {},
  label: null,
  attached_shareables: [],
};
