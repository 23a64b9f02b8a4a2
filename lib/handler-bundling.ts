/**
 * Per-handler additions to the build, keyed by the manifest's `handler` (module path under
 * functions/). A handler that needs files next to its bundle at run time declares them here
 * instead of special-casing it inside the build step.
 */
export interface HandlerBundling {
  /** Files copied next to the bundle: `from` relative to the project root, `to` relative to the bundle directory. */
  readonly extraFiles?: ReadonlyArray<{ readonly from: string; readonly to: string }>;
}

/** Swagger UI files the docs page loads; served by `platform/get-docs-asset`. */
export const swaggerUiFiles = [
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'swagger-ui-standalone-preset.js',
  'favicon-32x32.png',
] as const;

/** Bundle sub-directory holding the Swagger UI files (read via `new URL('./swagger-ui/', import.meta.url)`). */
export const swaggerUiBundleDir = 'swagger-ui';

/** The extra bundling steps of each handler that needs any. */
export const handlerBundling: Readonly<Record<string, HandlerBundling>> = {
  'platform/get-docs-asset': {
    extraFiles: swaggerUiFiles.map((file) => ({
      from: `node_modules/swagger-ui-dist/${file}`,
      to: `${swaggerUiBundleDir}/${file}`,
    })),
  },
};

/** Returns the bundling steps of a handler (none for most). */
export function bundlingFor(handler: string): HandlerBundling {
  return handlerBundling[handler] ?? {};
}
