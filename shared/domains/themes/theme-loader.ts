import type { Liquid } from 'liquidjs';
import { queryAll } from '../../platform/db/query-all';
import { sortableId } from '../../platform/ids';
import { createSandbox } from './liquid-sandbox';
import { renderableTemplateEntity } from './template-entity';
import { lookupName, type TemplateType } from './template-kinds';
import { themeEntity, type Theme } from './theme-entity';
import { placedWidgetNames } from './theme-tags';
import type { LocaleTable } from './translate-filter';

/** A theme ready to render: its published default templates, parsed lazily and kept per container. */
export interface LoadedTheme {
  themeId: number;
  revision: number;
  engine: Liquid;
  /** Droplet widgets its templates place (`{% droplet_widget %}`); rendering fetches their data only when there are some. */
  widgetNames: readonly string[];
  /** Whether a published default template exists for the type and name. */
  has(type: TemplateType, name: string): boolean;
  /** A locale file's table (`{}` when the theme has none for the language). */
  locale(language: string): LocaleTable;
}

/** Themes kept per container; bounded so a long-lived container cannot grow without limit. */
const MAX_CACHED = 200;
const cache = new Map<string, LoadedTheme>();

/**
 * Loads a theme for rendering: one GetItem for its revision, then {@link loadThemeRevision}.
 * Undefined when the theme does not exist.
 */
export async function loadTheme(companyId: number, themeId: number): Promise<LoadedTheme | undefined> {
  const theme = await themeEntity.get({ company_id: companyId, id: themeId });
  return theme ? loadThemeRevision(theme) : undefined;
}

/**
 * A theme whose item the caller has just read (the storefront batches it with the shop's other
 * items, shared/edge/site/shop-records.ts): this container's parsed templates when it has seen
 * that revision already (a revision's templates never change), else one Query for its published
 * templates, parsed once.
 */
export async function loadThemeRevision(theme: Pick<Theme, 'company_id' | 'id' | 'revision'>): Promise<LoadedTheme> {
  const { company_id: companyId, id: themeId, revision } = theme;
  const key = `${companyId}:${themeId}`;
  const cached = cache.get(key);
  if (cached?.revision === revision) return cached;

  const records = await queryAll(
    renderableTemplateEntity.query(
      'primary',
      { company_id: companyId },
      { skPrefix: `THEMEPUB#${sortableId(themeId)}#` },
    ),
  );
  const templates: Record<string, string> = {};
  const locales = new Map<string, LocaleTable>();
  for (const record of records.map((item) => renderableTemplateEntity.fromRecord(item))) {
    if (record.source === undefined) continue;
    if (record.type === 'locale') locales.set(record.name, parseLocale(record.source));
    else templates[lookupName(record.type, record.name)] = record.source;
  }
  const loaded: LoadedTheme = {
    themeId,
    revision,
    engine: createSandbox(templates),
    widgetNames: placedWidgetNames(templates),
    has: (type, name) => Object.hasOwn(templates, lookupName(type, name)),
    locale: (language) => locales.get(language) ?? {},
  };
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, loaded);
  return loaded;
}

function parseLocale(source: string): LocaleTable {
  try {
    const parsed = JSON.parse(source) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as LocaleTable) : {};
  } catch {
    return {};
  }
}
