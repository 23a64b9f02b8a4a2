/**
 * A value built the first time it is asked for, then kept. Families declare their zod shapes and
 * filter schemas through it, so importing a family costs no schema construction: a function that
 * only reads and presents items (a storefront page, a cart pricing its lines) never builds the
 * schemas of writes it does not take (issue 25 §2, cold starts). Shared schemas stay one instance
 * each, as they were as module constants, so the OpenAPI document and event hashes are unchanged.
 */
export function builtOnce<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
