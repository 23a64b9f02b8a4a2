/** The posts family as data (family-descriptor.ts); its behaviour is families/posts.ts. */
export const postsDescriptor = {
  name: 'post',
  plural: 'posts',
  bodyKey: 'post',
  label: 'Post',
  pageKind: 'post',
  switchField: 'active',
  defaultSort: '-post_date',
} as const;
