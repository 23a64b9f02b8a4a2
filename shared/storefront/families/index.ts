import type { FamilyDefinition } from '../engine/family';
import { categories } from './categories';
import { collections } from './collections';
import { products } from './products';

/**
 * The family table: every storefront family the engine serves. Adding a family is a file in this
 * folder, one entry here and its one-line handler files (see shared/storefront/README.md).
 */
export const storefrontFamilies: readonly FamilyDefinition[] = [products, categories, collections];
