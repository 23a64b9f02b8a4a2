import type { TemplateType } from './template-kinds';

/** A storefront family as the theme activation check sees it: no schemas, only names. */
export interface FamilyPageKind {
  /** The family's name (`FamilyDefinition.name`), which its list keys carry. */
  readonly family: string;
  /** The page kind its resources render with (`FamilyDefinition.bodyKey`). */
  readonly kind: TemplateType;
  /** The field of its default sort, whose public `live` list is read to see whether it is in use. */
  readonly liveSortField: string;
  /** Whether a live resource of it brings the cart, checkout and order pages with it (products). */
  readonly shopping: boolean;
}

/**
 * The storefront family table (shared/domains/storefront/families) as plain data: importing the families
 * would build every family's zod schemas at the cold start of theme activation, which needs only
 * these names. test/themes/family-page-kinds.test.ts keeps it equal to the family table.
 */
export const familyPageKinds: readonly FamilyPageKind[] = [
  { family: 'product', kind: 'product', liveSortField: 'priority', shopping: true },
  { family: 'category', kind: 'category', liveSortField: 'position', shopping: false },
  { family: 'collection', kind: 'collection', liveSortField: 'position', shopping: false },
  { family: 'post', kind: 'post', liveSortField: 'post_date', shopping: false },
  { family: 'page', kind: 'page', liveSortField: 'created_at', shopping: false },
  { family: 'medium', kind: 'medium', liveSortField: 'created_at', shopping: false },
  { family: 'library', kind: 'library', liveSortField: 'created_at', shopping: false },
  { family: 'enrollment_pack', kind: 'enrollment_pack', liveSortField: 'created_at', shopping: false },
];
