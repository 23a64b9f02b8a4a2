/** The collections family as data (family-descriptor.ts); its behaviour is families/collections.ts. */
export const collectionsDescriptor = {
  name: 'collection',
  plural: 'collections',
  bodyKey: 'collection',
  label: 'Collection',
  pageKind: 'collection',
  switchField: 'active',
  defaultSort: 'position',
} as const;
