import type { FamilyDefinition } from '../engine/family';
import { categories } from './categories';
import { collections } from './collections';
import { enrollmentPacks } from './enrollment-packs';
import { media } from './media';
import { pages } from './pages';
import { playlists } from './playlists';
import { posts } from './posts';
import { products } from './products';

/**
 * The family table: every storefront family the engine serves. Adding a family is a file in this
 * folder, one entry here and its one-line handler files (see shared/domains/storefront/README.md).
 */
export const storefrontFamilies: readonly FamilyDefinition[] = [products, categories, collections, posts, pages, media, playlists, enrollmentPacks];
