import { Liquid } from 'liquidjs';
import { createContext, Script } from 'node:vm';
import { moneyFilter } from './money-filter';
import { SOURCE_LIMIT_CHARS } from './template-kinds';
import { withThemeTags } from './theme-tags';
import { LOCALE_GLOBAL, translateFilter, type RenderLocale } from './translate-filter';

/**
 * Wall-clock budget of one render; a template past it ends in the 503 path, never hangs a Lambda.
 * liquidjs checks it between nodes; the hard deadline of renderBounded also stops work inside one
 * node (an output tag whose filters sort millions of items).
 */
export const RENDER_LIMIT_MS = 500;
/** Object-allocation budget of one render (liquidjs counts ranges, joins, appends). */
export const MEMORY_LIMIT = 20_000_000;
/** Largest page a render may produce. */
export const OUTPUT_LIMIT_BYTES = 2 * 1024 * 1024;

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
      const expanded = withThemeTags(source);
      if (name.startsWith('layout/')) return [name, withLayoutBlock(expanded)];
      const isPage = !name.includes('/') ? false : !name.startsWith('sections/');
      return [
        name,
        isPage && hasThemeLayout && !LAYOUT_TAG.test(expanded) ? `{% layout 'layout/theme' %}${expanded}` : expanded,
      ];
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

/**
 * Renders a named template under a hard deadline and enforces the output budget. The variables are
 * also the render's globals, as in Shopify's `{% render %}`. The render runs synchronously in a
 * `node:vm` call with `timeout`, so V8 stops even a single runaway filter, which liquidjs's own
 * between-node check cannot; sandbox filters must therefore be synchronous.
 */
export function renderBounded(
  engine: Liquid,
  name: string,
  variables: Record<string, unknown>,
  locale: RenderLocale,
): string {
  deadlineRealm.render = () =>
    String(engine.renderFileSync(name, variables, { globals: { ...variables, [LOCALE_GLOBAL]: locale } }));
  let html: string;
  try {
    html = callRender.runInContext(deadlineRealm, { timeout: RENDER_LIMIT_MS }) as string;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
      throw new RenderLimitExceeded(`Render exceeded ${RENDER_LIMIT_MS} ms`, { cause: error });
    throw error;
  } finally {
    deadlineRealm.render = undefined;
  }
  if (Buffer.byteLength(html) > OUTPUT_LIMIT_BYTES)
    throw new RenderLimitExceeded(`Rendered page exceeds ${OUTPUT_LIMIT_BYTES} bytes`);
  return html;
}

const LAYOUT_TAG = /\{%-?\s*layout\s/;
/** The realm renderBounded's deadline runs in: it only calls the render function it is handed (renders are synchronous, so never two at once). */
const deadlineRealm = createContext({ render: undefined as (() => string) | undefined });
const callRender = new Script('render()');

function withLayoutBlock(source: string): string {
  return source.replace(/\{\{-?\s*content_for_layout\s*-?\}\}/g, '{% block %}{% endblock %}');
}
