import { z } from 'zod';
import { ValidationFailed } from '../../../platform/errors/domain-error';
import { findMember } from '../../members/member-store';
import { postsDescriptor } from '../descriptors/posts';
import { defineFamily } from '../engine/family';
import { idList, optionalText, storefrontId, urlField } from '../engine/fields';
import { assertItemsExist, contentSorts, pickFields } from './content-rules';

/** A post's stored fields beyond the engine's (`post_date`: the input's, or the creation time). */
export interface PostFields {
  post_date: string;
  author_id: number | null;
  author: { id: number; name: string } | null;
  summary: string | null;
  body: string | null;
  image_url: string | null;
  category_ids: number[];
  collection_ids: number[];
}
const idQuery = () => z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const OWN_FIELDS = [
  'post_date',
  'author_id',
  'author',
  'summary',
  'body',
  'image_url',
  'category_ids',
  'collection_ids',
];

/**
 * Posts (SPEC rule 6): a post date (default: creation time; the default sort, newest first), an
 * author who is a member of the company (name kept with the post so lists need no extra read),
 * a summary, and the categories and collections it belongs to.
 */
export const posts = defineFamily<PostFields>({
  ...postsDescriptor,
  statuses: ['draft', 'scheduled', 'published', 'archived'],
  countryScoped: true,
  writeFields: () => ({
    post_date: z.iso
      .datetime({ offset: true })
      .nullable()
      .describe('Shown date of the post; default: its creation time'),
    author_id: storefrontId.nullable().describe('A member (admin or rep) of the company'),
    summary: optionalText(1000),
    body: optionalText(20_000),
    image_url: urlField,
    category_ids: idList(20).describe('Categories the post is in (replaces the list)'),
    collection_ids: idList(20).describe('Collections the post is in (replaces the list)'),
  }),
  defaults: {
    post_date: null,
    author_id: null,
    author: null,
    summary: null,
    body: null,
    image_url: null,
    category_ids: [],
    collection_ids: [],
  },
  viewFields: () => ({
    post_date: z.string(),
    author_id: z.number().int().nullable(),
    author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    summary: z.string().nullable(),
    body: z.string().nullable().optional(),
    image_url: z.string().nullable(),
    category_ids: z.array(z.number().int()),
    collection_ids: z.array(z.number().int()),
  }),
  translatable: ['title', 'summary', 'body'],
  listOmits: ['body'],
  filters: {
    category_id: {
      schema: idQuery,
      description: 'Posts in this category',
      matches: (item, value: number) => item.category_ids.includes(value),
    },
    collection_id: {
      schema: idQuery,
      description: 'Posts in this collection',
      matches: (item, value: number) => item.collection_ids.includes(value),
    },
  },
  sorts: { post_date: { key: (item) => item.post_date, description: 'Post date' }, ...contentSorts },
  slug: { settable: true, followsTitle: false },
  hooks: {
    prepare: async (next, previous, input) => {
      next.post_date = new Date(next.post_date ?? next.created_at).toISOString();
      if (input.author_id !== undefined)
        next.author = next.author_id === null ? null : await authorOf(next.company_id, next.author_id);
      for (const [field, family] of [
        ['category_ids', 'category'],
        ['collection_ids', 'collection'],
      ] as const) {
        const added = next[field].filter((id) => !previous?.[field].includes(id));
        await assertItemsExist(family, next.company_id, added, `post.${field}`);
      }
      return next;
    },
    present: (item) => pickFields(item, OWN_FIELDS),
  },
  example: {
    id: 4_503_599_627_370_601,
    title: 'Our spring routine',
    slug: 'our-spring-routine',
    status: 'published',
    active: true,
    publish_at: null,
    language: 'en',
    default_language: 'en',
    available_languages: ['en'],
    countries: [],
    created_at: '2026-04-01T09:30:00.000Z',
    updated_at: '2026-04-01T09:30:00.000Z',
    post_date: '2026-04-01T09:30:00.000Z',
    author_id: 4_503_599_627_370_007,
    author: { id: 4_503_599_627_370_007, name: 'Rita Rep' },
    summary: 'Five steps to glowing skin.',
    body: 'Step one…',
    image_url: null,
    category_ids: [],
    collection_ids: [],
  },
});

async function authorOf(companyId: number, memberId: number): Promise<{ id: number; name: string }> {
  const member = await findMember(companyId, memberId);
  if (!member) throw new ValidationFailed({ 'post.author_id': ['is not a member of this company'] });
  return { id: member.id, name: `${member.first_name} ${member.last_name}`.trim() };
}
