import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import swaggerUiPackage from 'swagger-ui-dist/package.json' with { type: 'json' };
import { docsInitScript } from './docs-init-script';

interface AssetSpec {
  contentType: string;
  /** Served base64-encoded (images). */
  binary: boolean;
}

/** The only files the reference page may load; anything else is a 404. */
const assetSpecs = {
  'swagger-ui.css': { contentType: 'text/css; charset=utf-8', binary: false },
  'swagger-ui-bundle.js': { contentType: 'text/javascript; charset=utf-8', binary: false },
  'swagger-ui-standalone-preset.js': { contentType: 'text/javascript; charset=utf-8', binary: false },
  'favicon-32x32.png': { contentType: 'image/png', binary: true },
  'docs-init.js': { contentType: 'text/javascript; charset=utf-8', binary: false },
} as const satisfies Record<string, AssetSpec>;

export type DocsAssetName = keyof typeof assetSpecs;

/** Compressing smaller files gains less than the header costs. */
const GZIP_MIN_BYTES = 1024;
const initScriptVersion = createHash('sha256').update(docsInitScript).digest('hex').slice(0, 12);

/** Tells an allow-listed asset name from anything else a caller sends. */
export function isDocsAssetName(name: string): name is DocsAssetName {
  return Object.hasOwn(assetSpecs, name);
}

/**
 * The version an asset's URL carries (`?v=`): the swagger-ui-dist release for its files, a
 * content hash for the init script. A URL with the current version may be cached for good.
 */
export function docsAssetVersion(name: DocsAssetName): string {
  return name === 'docs-init.js' ? initScriptVersion : swaggerUiPackage.version;
}

/** One asset ready to send. */
export interface DocsAsset {
  body: string;
  contentType: string;
  isBase64Encoded: boolean;
  /** Set when `body` is gzip-compressed. */
  contentEncoding?: 'gzip';
  /** Whether the response depends on `Accept-Encoding`. */
  compressible: boolean;
  version: string;
}

export interface DocsAssetStoreOptions {
  /**
   * `import.meta.url` of the handler module. Its sibling folder `swagger-ui/` (where the Lambda
   * bundle carries the files) is tried first, then the installed `swagger-ui-dist` package.
   */
  handlerUrl: string | undefined;
}

/** Reads the reference page's files once per container and serves them, gzipped when the client accepts it. */
export function createDocsAssetStore(options: DocsAssetStoreOptions) {
  const files = new Map<DocsAssetName, Promise<Buffer>>();
  const gzipped = new Map<DocsAssetName, string>();
  let directories: URL[] | undefined;

  const read = (name: DocsAssetName): Promise<Buffer> => {
    let file = files.get(name);
    if (!file) {
      if (name === 'docs-init.js') file = Promise.resolve(Buffer.from(docsInitScript));
      else {
        directories ??= swaggerUiDirectories(options.handlerUrl);
        file = readFirst(name, directories);
      }
      file.catch(() => files.delete(name)); // retry a failed read on the next request
      files.set(name, file);
    }
    return file;
  };

  return {
    /** The asset, or undefined when `name` is not allow-listed. */
    async get(name: string, accept: { gzip: boolean }): Promise<DocsAsset | undefined> {
      if (!isDocsAssetName(name)) return undefined;
      const spec: AssetSpec = assetSpecs[name];
      const content = await read(name);
      const compressible = !spec.binary && content.length >= GZIP_MIN_BYTES;
      const base = { contentType: spec.contentType, compressible, version: docsAssetVersion(name) };
      if (compressible && accept.gzip) {
        let body = gzipped.get(name);
        if (body === undefined) {
          body = gzipSync(content).toString('base64');
          gzipped.set(name, body);
        }
        return { ...base, body, isBase64Encoded: true, contentEncoding: 'gzip' };
      }
      if (spec.binary) return { ...base, body: content.toString('base64'), isBase64Encoded: true };
      return { ...base, body: content.toString('utf8'), isBase64Encoded: false };
    },
  };
}

/** The bundle's `swagger-ui/` folder next to the handler, then `node_modules/swagger-ui-dist/`. */
function swaggerUiDirectories(handlerUrl: string | undefined): URL[] {
  const directories: URL[] = [];
  try {
    if (handlerUrl) directories.push(new URL('./swagger-ui/', handlerUrl));
  } catch {
    // not a URL (a CommonJS bundle has no import.meta.url): only the package remains
  }
  try {
    directories.push(
      new URL('./', pathToFileURL(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))),
    );
  } catch {
    // not installed: the Lambda bundle carries the files in swagger-ui/
  }
  return directories;
}

async function readFirst(name: string, directories: URL[]): Promise<Buffer> {
  for (const directory of directories) {
    try {
      return await readFile(new URL(name, directory));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Docs asset ${name} not found in ${directories.map(String).join(', ') || 'any folder'}`);
}
