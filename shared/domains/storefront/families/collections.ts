import { z } from 'zod';
import { collectionsDescriptor } from '../descriptors/collections';
import { defineFamily } from '../engine/family';
import { createdAtSort, integerSort, titleSort } from '../engine/sorts';
import { productIdsField } from './product-ids-field';
import { productMembership } from './product-membership';
import { products } from './products';
import { pageLikeDefaults, pageLikeViewFields, pageLikeWriteFields } from './shared-fields';

const membership = productMembership('collection', 'collection');

/** Collections (rule 5): flat groups of products; `product_ids` replaces the whole list. */
export const collections = defineFamily({
  ...collectionsDescriptor,
  statuses: ['draft', 'scheduled', 'published', 'archived'],
  countryScoped: true,
  writeFields: () => ({ ...pageLikeWriteFields(), product_ids: productIdsField() }),
  defaults: pageLikeDefaults,
  viewFields: () => ({
    ...pageLikeViewFields(),
    product_ids: z
      .array(z.number().int())
      .optional()
      .describe('Company views: every product in the collection, in product order'),
  }),
  translatable: ['title', 'description', 'seo'],
  listOmits: ['description', 'image_url', 'seo'],
  filters: {},
  sorts: { position: integerSort('position', 'Manual position'), title: titleSort, created_at: createdAtSort },
  slug: { settable: true, followsTitle: false },
  memberLists: [products],
  hooks: {
    prepare: (next, _previous, input) => membership.check(next, input),
    afterWrite: (item, _previous, input) => membership.apply(item, input),
    beforeDelete: (item) => membership.release(item),
    present: (item) => ({
      description: item.description,
      image_url: item.image_url,
      seo: item.seo,
      position: item.position,
    }),
    detail: (item, context) => membership.productIds(item, context),
  },
  example: {
    id: 4_503_599_627_370_498,
    title: 'Summer picks',
    slug: 'summer-picks',
    status: 'published',
    active: true,
    publish_at: null,
    language: 'en',
    default_language: 'en',
    available_languages: ['en'],
    countries: [],
    created_at: '2026-04-01T09:30:00.000Z',
    updated_at: '2026-04-01T09:30:00.000Z',
    description: null,
    image_url: null,
    seo: null,
    position: 0,
  },
});
