/** The media family as data (family-descriptor.ts); its behaviour is families/media.ts. */
export const mediaDescriptor = {
  name: 'medium',
  plural: 'media',
  bodyKey: 'medium',
  label: 'Medium',
  pageKind: 'medium',
  switchField: 'active',
  defaultSort: '-created_at',
} as const;
