/** A theme locale file's content: nested keys to strings (`{"errors": {"not_found": "..."}}`). */
export type LocaleTable = Record<string, unknown>;

/**
 * `{{ 'errors.not_found' | t }}`: the visitor's locale, then the theme's English file, then the key
 * itself, so a missing translation is visible rather than blank.
 */
export function translateFilter(locale: { current: LocaleTable; fallback: LocaleTable }) {
  return (key: unknown): string => {
    if (typeof key !== 'string') return '';
    return lookup(locale.current, key) ?? lookup(locale.fallback, key) ?? key;
  };
}

function lookup(table: LocaleTable, key: string): string | undefined {
  let node: unknown = table;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
