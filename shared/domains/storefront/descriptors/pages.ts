/** The pages family as data (family-descriptor.ts); its behaviour is families/pages.ts. */
export const pagesDescriptor = {
  name: 'page',
  plural: 'pages',
  bodyKey: 'page',
  label: 'Page',
  pageKind: 'page',
  switchField: 'active',
  defaultSort: '-created_at',
  // A page has its own direct path only.
  page: { viaRepLink: false },
} as const;
