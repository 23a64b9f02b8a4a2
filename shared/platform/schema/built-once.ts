/**
 * A value built the first time it is asked for, then kept. For values a module cannot build at
 * import without making every importer pay for them: one per item of a data table (a storefront
 * family's view in the event catalog). A schema used by one route belongs in that route's module
 * instead (functions/<resource>/<handler>.route.ts): the module is the unit of laziness.
 */
export function builtOnce<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
