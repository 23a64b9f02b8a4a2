import { z } from 'zod';
import { viewSchema } from '../../shared/domains/storefront/engine/schemas';
import { slugField, storefrontId } from '../../shared/domains/storefront/engine/fields';
import { pages } from '../../shared/domains/storefront/families/pages';
import {
  MAX_MEDIUM_UPLOADS,
  MEDIA_TYPES,
  MEDIUM_CONTENT_TYPES,
  type MediumContentType,
} from '../../shared/domains/storefront/media/medium-files';
import { emailAddress } from '../../shared/platform/schema/email';

// Missing objects say so plainly instead of zod's type message.
const required = { error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : undefined) };

/** Path of a company page. */
export const pageParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
/** `{page}` */
export const pageResponse = z.object({ page: viewSchema(pages) });

const contentTypes = Object.keys(MEDIUM_CONTENT_TYPES) as [MediumContentType, ...MediumContentType[]];
const limits = Object.entries(MEDIUM_CONTENT_TYPES)
  .map(([type, { maxBytes }]) => `${type} ≤ ${maxBytes / (1024 * 1024)} MB`)
  .join(', ');

/** Body of a media upload action: the files about to be uploaded. */
export const mediumUploadsBody = z.object({
  uploads: z
    .array(
      z
        .object({
          content_type: z.enum(contentTypes, { error: `must be one of ${contentTypes.join(', ')}` }),
          size: z.number({ error: 'is required (bytes)' }).int().min(1, 'must be at least 1 byte'),
        })
        .superRefine((file, context) => {
          const max = MEDIUM_CONTENT_TYPES[file.content_type]?.maxBytes;
          if (max && file.size > max)
            context.addIssue({
              code: 'custom',
              path: ['size'],
              message: `must be at most ${max / (1024 * 1024)} MB for ${file.content_type}`,
            });
        }),
      required,
    )
    .min(1, 'must list at least one file')
    .max(MAX_MEDIUM_UPLOADS, `at most ${MAX_MEDIUM_UPLOADS} files can be uploaded at a time`)
    .describe(`Limits: ${limits}`),
});

/** One presigned upload per file, in request order. */
export const mediumUploadsResponse = z.object({
  uploads: z.array(
    z
      .object({
        upload_id: z.string().describe('Give it to the medium as `upload_id` once the file is posted'),
        media_type: z.enum(MEDIA_TYPES),
        url: z.string().describe('Where the file is served once uploaded'),
        upload: z
          .object({ url: z.string(), fields: z.record(z.string(), z.string()) })
          .describe('POST multipart/form-data: `fields`, then the file as `file`'),
        expires_at: z.iso.datetime(),
      })
      .meta({ id: 'MediumUpload' }),
  ),
});

/** Path of a public medium. */
export const mediumSlugParams = z.object({ slug: slugField });

/** What a share page posts: a name and at least one of email and phone. */
export const captureLeadBody = z.object({
  lead: z
    .object(
      {
        name: z.string().trim().min(1, 'must not be empty').max(200),
        email: emailAddress().nullable().optional(),
        phone: z
          .string()
          .regex(/^\+?[0-9 ().-]{6,32}$/, 'must be a phone number')
          .nullable()
          .optional(),
        rep_id: storefrontId.nullable().optional().describe('The rep who shared the medium'),
      },
      required,
    )
    .strict()
    .refine((lead) => Boolean(lead.email || lead.phone), {
      message: 'must include an email or a phone',
      path: ['email'],
    }),
});

/** `{view}`: whether the view was counted (once per visitor per hour). */
export const recordViewResponse = z.object({ view: z.object({ counted: z.boolean() }) });
