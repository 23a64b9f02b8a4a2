import { categoriesDescriptor } from './descriptors/categories';
import { collectionsDescriptor } from './descriptors/collections';
import { enrollmentPacksDescriptor } from './descriptors/enrollment-packs';
import type { FamilyDescriptor } from './descriptors/family-descriptor';
import { mediaDescriptor } from './descriptors/media';
import { pagesDescriptor } from './descriptors/pages';
import { playlistsDescriptor } from './descriptors/playlists';
import { postsDescriptor } from './descriptors/posts';
import { productsDescriptor } from './descriptors/products';

/**
 * The family table: every storefront family the engine serves, as its descriptor. Routes, handlers,
 * events, share targets, storefront pages and theme page kinds follow from it; each family's
 * behaviour is found by its plural (descriptors/family-descriptor.ts). Adding a family is its
 * descriptor, its behaviour module and one entry here (docs/contributing.md).
 */
export const familyTable = [
  productsDescriptor,
  categoriesDescriptor,
  collectionsDescriptor,
  postsDescriptor,
  pagesDescriptor,
  mediaDescriptor,
  playlistsDescriptor,
  enrollmentPacksDescriptor,
] as const satisfies readonly FamilyDescriptor[];

export type FamilyName = (typeof familyTable)[number]['name'];
export type FamilyPageKind = (typeof familyTable)[number]['pageKind'];

/** Every family's name, as zod enums take them. */
export const familyNames = familyTable.map((family) => family.name) as [FamilyName, ...FamilyName[]];

/**
 * The order the API lists the families' page kinds and share-link targets in (the contract's
 * enums); a family not named here follows them in table order.
 */
const DOCUMENTED_PAGE_ORDER: readonly string[] = [
  'product',
  'page',
  'collection',
  'category',
  'post',
  'medium',
  'library',
  'enrollment_pack',
];
const pageRank = (family: FamilyDescriptor) => {
  const rank = DOCUMENTED_PAGE_ORDER.indexOf(family.pageKind);
  return rank === -1 ? DOCUMENTED_PAGE_ORDER.length : rank;
};

/** The family table in the order the API lists page kinds and share-link targets. */
export const familiesInPageOrder = [...familyTable].sort((a, b) => pageRank(a) - pageRank(b));
