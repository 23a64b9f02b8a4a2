/** The products family as data (family-descriptor.ts); its behaviour is families/products.ts. */
export const productsDescriptor = {
  name: 'product',
  plural: 'products',
  bodyKey: 'product',
  label: 'Product',
  pageKind: 'product',
  switchField: 'public',
  defaultSort: '-priority',
  page: { shopping: true },
} as const;
