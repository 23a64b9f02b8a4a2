/** The categories family as data (family-descriptor.ts); its behaviour is families/categories.ts. */
export const categoriesDescriptor = {
  name: 'category',
  plural: 'categories',
  bodyKey: 'category',
  label: 'Category',
  pageKind: 'category',
  switchField: 'active',
  defaultSort: 'position',
} as const;
