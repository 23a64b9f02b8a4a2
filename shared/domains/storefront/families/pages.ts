import { z } from 'zod';
import { pagesDescriptor } from '../descriptors/pages';
import { defineFamily } from '../engine/family';
import { optionalText, seoField } from '../engine/fields';
import { slugify } from '../engine/text-fold';
import { contentSorts, pickFields } from './content-rules';
import { dropAliases, keepAlias, pageAliases, releaseAlias } from './page-aliases';

const OWN_FIELDS = ['body', 'seo', 'template'];

/**
 * Pages (SPEC rule 7): renaming changes the slug unless it is pinned (setting a new `slug` pins it;
 * `slug_pinned: false` lets it follow the title again). A renamed page's old slugs stay aliases:
 * a lookup by an old slug answers the page itself, whose `slug` is the current one (clients may
 * redirect to it). Company-side clone lives in functions/storefront/pages/clone.ts.
 */
export const pages = defineFamily({
  ...pagesDescriptor,
  statuses: ['draft', 'scheduled', 'published'],
  countryScoped: true,
  writeFields: () => ({
    body: optionalText(50_000).describe('Page content (HTML)'),
    seo: seoField,
    template: z
      .string()
      .regex(/^[a-z0-9_-]{1,64}$/)
      .nullable()
      .describe('Theme template the page renders with; null: the default page template'),
    slug_pinned: z.boolean().describe('true keeps the slug on rename; false lets it follow the title again'),
  }),
  defaults: { body: null, seo: null, template: null },
  viewFields: () => ({
    body: z.string().nullable().optional(),
    seo: z
      .object({ title: z.string().nullable().optional(), description: z.string().nullable().optional() })
      .nullable()
      .optional(),
    template: z.string().nullable(),
    slug_aliases: z.array(z.string()).optional().describe('Company show: old slugs that still resolve to this page'),
  }),
  translatable: ['title', 'body', 'seo'],
  listOmits: ['body', 'seo'],
  filters: {},
  sorts: contentSorts,
  slug: { settable: true, followsTitle: true },
  hooks: {
    prepare: async (next, previous, input) => {
      // Unpinning and renaming in one request: the slug follows the new title right away.
      const renamed = previous && input.title !== undefined && input.title !== previous.title;
      if (
        renamed &&
        input.slug_pinned === false &&
        (input.slug === undefined || input.slug === previous.slug) &&
        previous.slug_pinned
      )
        next.slug = slugify(next.title);
      // Taking an own old slug back: free its alias first so the engine can claim it.
      if (previous && next.slug !== previous.slug && (await pageAliases(previous)).includes(next.slug))
        await releaseAlias(previous, next.slug);
      return next;
    },
    afterWrite: async (page, previous) => {
      if (previous && page.slug !== previous.slug) await keepAlias(page, previous.slug);
    },
    afterDelete: dropAliases,
    present: (item) => pickFields(item, OWN_FIELDS),
    detail: async (item, context) => (context.kind === 'company' ? { slug_aliases: await pageAliases(item) } : {}),
  },
  example: {
    id: 4_503_599_627_370_701,
    title: 'About us',
    slug: 'about-us',
    status: 'published',
    active: true,
    publish_at: null,
    language: 'en',
    default_language: 'en',
    available_languages: ['en'],
    countries: [],
    created_at: '2026-04-01T09:30:00.000Z',
    updated_at: '2026-04-01T09:30:00.000Z',
    body: '<p>Our story</p>',
    seo: null,
    template: null,
  },
});
