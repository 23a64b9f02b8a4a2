import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';

/** The folder holding the droplet's extension package: `extension.json` and the widget templates it names. */
export const EXTENSION_DIR = join(import.meta.dirname, 'extension');

/**
 * The extension package as the platform downloads it from `extension_zip_url`: the files of
 * EXTENSION_DIR zipped with `extension.json` at the root. Zipped at runtime, so editing a template
 * and re-sending `extension_zip_url` (`PUT /api/droplets/{uuid}`) is the whole release.
 */
export function zipExtensionPackage(dir: string = EXTENSION_DIR): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path).split('\\').join('/')] = readFileSync(path);
  }
  return zipSync(files);
}
