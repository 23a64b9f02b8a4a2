import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

/** One relative import between two source files, as repository paths. */
export interface ImportEdge {
  from: string;
  to: string;
  /** `import type` / `export type`: erased at build time, no runtime dependency. */
  typeOnly: boolean;
}

// import/export ... from '<rel>', side-effect import '<rel>', import('<rel>').
const SPECIFIER =
  /\b(import|export)(\s+type)?\b[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const SUFFIXES = ['', '.ts', '.tsx', '/index.ts'];

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = posix.join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(root, path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Every relative import of the `.ts` files under `dir` (read as text, no compiler: the whole of
 * shared/ takes well under a second), resolved to the file it names.
 */
export function importGraph(root: string, dir: string): ImportEdge[] {
  return sourceFiles(root, dir).flatMap((from) => {
    const text = readFileSync(join(root, from), 'utf8');
    return [...text.matchAll(SPECIFIER)].flatMap((match) => {
      const specifier = match[3] ?? match[4] ?? match[5]!;
      // The package's entry points import with `.js` (Node resolution for the built package).
      const base = posix.normalize(posix.join(posix.dirname(from), specifier.replace(/\.js$/, '')));
      const to = SUFFIXES.map((suffix) => base + suffix).find(
        (candidate) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile(),
      );
      if (!to)
        throw new Error(`${from}: '${specifier}' resolves to no file under ${relative(process.cwd(), root) || '.'}`);
      return [{ from, to, typeOnly: Boolean(match[2]) || /^import\s+type\b/.test(match[0]) }];
    });
  });
}
