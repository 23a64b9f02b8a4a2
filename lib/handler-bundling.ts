/**
 * Per-handler additions to the esbuild bundle, keyed by the manifest's `handler` (module path
 * under functions/). A handler that needs files next to its bundle at run time declares them
 * here instead of special-casing it inside the function construct.
 */
export interface HandlerBundling {
  /**
   * Shell commands run after esbuild, in the bundling environment (local or Docker), with the
   * project root as `inputDir` and the bundle's directory (the future Lambda task root) as
   * `outputDir`.
   */
  readonly afterBundling?: (inputDir: string, outputDir: string) => string[];
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
    afterBundling: copyPackageFiles('swagger-ui-dist', swaggerUiFiles, swaggerUiBundleDir),
  },
};

/** Returns the bundling steps of a handler (none for most). */
export function bundlingFor(handler: string): HandlerBundling {
  return handlerBundling[handler] ?? {};
}

/**
 * Copies files of an installed npm package into a directory of the bundle. Paths come from
 * the bundling callbacks, so this works for local and Docker bundling alike.
 */
function copyPackageFiles(
  packageName: string,
  files: readonly string[],
  targetDir: string,
): (inputDir: string, outputDir: string) => string[] {
  return (inputDir, outputDir) => {
    const source = `${inputDir}/node_modules/${packageName}`;
    const target = `${outputDir}/${targetDir}`;
    return [
      `mkdir -p "${target}"`,
      ...files.map((file) => `cp "${source}/${file}" "${target}/${file}"`),
    ];
  };
}
