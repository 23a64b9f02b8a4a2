/** A theme locale file's content: nested keys to strings (`{"errors": {"not_found": "..."}}`). */
export type LocaleTable = Record<string, unknown>;

/** The render global the `t` filter reads: the request's locale table and the English fallback. */
export const LOCALE_GLOBAL = '__locale';

/** The tables a render translates from. */
export interface RenderLocale {
  current: LocaleTable;
  fallback: LocaleTable;
}

/**
 * `{{ 'errors.not_found' | t }}`: the request's locale, then the theme's English file, then the key
 * itself, so a missing translation is visible rather than blank. The locale comes from the render's
 * globals, so one cached engine serves every language.
 */
export function translateFilter(this: { context: { globals: object } }, key: unknown): string {
  if (typeof key !== 'string') return '';
  const locale = (this.context.globals as Record<string, RenderLocale | undefined>)[LOCALE_GLOBAL];
  if (!locale) return key;
  return lookup(locale.current, key) ?? lookup(locale.fallback, key) ?? key;
}

function lookup(table: LocaleTable, key: string): string | undefined {
  let node: unknown = table;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
