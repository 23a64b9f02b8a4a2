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
