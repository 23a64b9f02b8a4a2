import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Makes `require` exist in an ESM bundle: CommonJS dependencies (parts of the AWS SDK, middy
 * plugins) and the lazy built-ins call `require('node:...')`, which ESM lacks. Aliased so it
 * cannot clash with a `createRequire` import of the bundled code.
 */
export const esmRequireBanner =
  "import { createRequire as __bannerCreateRequire } from 'node:module'; const require = __bannerCreateRequire(import.meta.url);";

/**
 * Takes the banner out of a written file whose code never names `require`: esbuild writes it atop
 * every output, and a function built with code splitting has a dozen chunks, most of which need
 * none (about 120 bytes each of what a cold start loads). Any mention keeps it, a string's
 * included. The banner's line stays, empty, so the source map still lines up.
 */
export function dropUnusedRequireBanner(file: string): void {
  const code = readFileSync(file, 'utf8');
  if (!code.startsWith(esmRequireBanner)) return;
  const rest = code.slice(esmRequireBanner.length);
  if (!/\brequire\b/.test(rest)) writeFileSync(file, rest);
}
