/**
 * The tags themes write that liquidjs does not know, rewritten into ones it does before a source
 * is parsed: by the sandbox that renders (liquid-sandbox.ts) and by the save-time syntax check
 * (template-syntax.ts), so both read a template the same way.
 */

const SECTION_TAG = /\{%(-?)\s*section\s+(['"])([a-z0-9_-]+)\2\s*(-?)%\}/g;
const WIDGET_TAG = /\{%(-?)\s*droplet_widget\s+(['"])([a-z0-9_.-]+)\2\s*(-?)%\}/g;

/** A source with its `{% section %}` and `{% droplet_widget %}` tags in liquidjs's terms. */
export function withThemeTags(source: string): string {
  return withWidgetTags(withSectionTags(source));
}

/** Shopify's `{% section 'header' %}`: the section file included with the page's variables in scope. */
function withSectionTags(source: string): string {
  return source.replace(
    SECTION_TAG,
    (_tag, open: string, _quote: string, name: string, close: string) =>
      `{%${open} include 'sections/${name}' ${close}%}`,
  );
}

/**
 * `{% droplet_widget 'vendor.reviews' %}`: the widget's HTML, rendered before the page (it needs
 * the droplet's data, fetched asynchronously, and the page render is synchronous) and handed in
 * as the `droplet_widgets` variable; a widget that is not installed or failed renders nothing.
 */
function withWidgetTags(source: string): string {
  return source.replace(
    WIDGET_TAG,
    (_tag, open: string, _quote: string, name: string, close: string) =>
      `{{${open} droplet_widgets['${name}'] ${close}}}`,
  );
}

/** The widget names a theme's templates place with `{% droplet_widget %}`. */
export function placedWidgetNames(templates: Record<string, string>): string[] {
  const names = new Set<string>();
  for (const source of Object.values(templates)) for (const match of source.matchAll(WIDGET_TAG)) names.add(match[3]!);
  return [...names];
}
