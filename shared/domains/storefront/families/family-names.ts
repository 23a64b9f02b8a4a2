/**
 * The names and labels of the family table (index.ts), without the families' schemas: what the
 * event index needs to name storefront events. Reading the full table would construct every
 * family's zod schemas at start-up in functions that only name events (webhook routes, the
 * delivery consumer). A test keeps the two lists equal.
 */
export const storefrontFamilyNames = [
  { name: 'product', label: 'Product' },
  { name: 'category', label: 'Category' },
  { name: 'collection', label: 'Collection' },
  { name: 'post', label: 'Post' },
  { name: 'page', label: 'Page' },
  { name: 'medium', label: 'Medium' },
  { name: 'library', label: 'Playlist' },
  { name: 'enrollment_pack', label: 'Enrollment pack' },
] as const;
