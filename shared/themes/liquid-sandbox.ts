import { Liquid } from 'liquidjs';
import { moneyFilter } from './money-filter';
import { translateFilter } from './translate-filter';

/** Wall-clock budget of one render; a template past it ends in the 503 path, never hangs a Lambda. */
export const RENDER_LIMIT_MS = 500;
/** Object-allocation budget of one render (liquidjs counts ranges, joins, appends). */
export const MEMORY_LIMIT = 20_000_000;
/** Largest page a render may produce. */
export const OUTPUT_LIMIT_BYTES = 2 * 1024 * 1024;
/** Largest template source accepted at save (characters). */
export const SOURCE_LIMIT_CHARS = 256 * 1024;

/** A render that broke the sandbox's limits: treated like any rendering error (503 path). */
export class RenderLimitExceeded extends Error {}

/**
 * A Liquid engine over an in-memory set of templates: no file system, no network (liquidjs has no
 * tags that reach either once `templates` is set), own properties only, bounded time, memory and
 * output. Parsed templates are cached by the engine, so one engine per theme revision parses each
 * file once per container. Layouts use Shopify's `{{ content_for_layout }}`, mapped to liquidjs's
 * anonymous block; a page without its own `{% layout %}` tag renders inside `layout/theme`.
 */
export function createSandbox(templates: Record<string, string>): Liquid {
  const hasThemeLayout = Object.hasOwn(templates, 'layout/theme');
  const mapped = Object.fromEntries(
    Object.entries(templates).map(([name, source]) => {
      if (name.startsWith('layout/')) return [name, withLayoutBlock(source)];
      const isPage = !name.includes('/') ? false : !name.startsWith('sections/');
      return [name, isPage && hasThemeLayout && !LAYOUT_TAG.test(source) ? `{% layout 'layout/theme' %}${source}` : source];
    }),
  );
  const engine = new Liquid({
    templates: mapped,
    cache: true,
    ownPropertyOnly: true,
    parseLimit: SOURCE_LIMIT_CHARS * 8,
    renderLimit: RENDER_LIMIT_MS,
    memoryLimit: MEMORY_LIMIT,
  });
  engine.registerFilter('money', moneyFilter);
  engine.registerFilter('t', translateFilter);
  return engine;
}

/** Parses a template alone, as the save endpoint does, so syntax errors surface with their line. */
export function parseTemplate(source: string): void {
  new Liquid().parse(source);
}

/** Renders a named template with per-request globals (the `t` filter's locale) and enforces the output budget. */
export async function renderBounded(engine: Liquid, name: string, context: Record<string, unknown>, globals: Record<string, unknown>): Promise<string> {
  const html = String(await engine.renderFile(name, context, { globals }));
  if (Buffer.byteLength(html) > OUTPUT_LIMIT_BYTES) throw new RenderLimitExceeded(`Rendered page exceeds ${OUTPUT_LIMIT_BYTES} bytes`);
  return html;
}

const LAYOUT_TAG = /\{%-?\s*layout\s/;

function withLayoutBlock(source: string): string {
  return source.replace(/\{\{-?\s*content_for_layout\s*-?\}\}/g, '{% block %}{% endblock %}');
}
