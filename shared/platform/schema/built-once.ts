/**
 * A value built the first time it is asked for, then kept. Storefront families, route files, event
 * payloads and callback definitions declare their zod schemas through it, so importing them costs
 * no schema construction: a function that only reads and presents items (a storefront page, a cart pricing its lines) never builds the
 * schemas of writes it does not take (issue 25 §2, cold starts). Shared schemas stay one instance
 * each, as they were as module constants, so the OpenAPI document and event hashes are unchanged.
 */
export function builtOnce<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
