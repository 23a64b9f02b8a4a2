import type { FamilyDefinition, StoredItem, ViewContext } from './family';
import { cachedListRow } from './list-row-cache';
import { availableLanguages, translatedField, translationChain } from './translations';
import { isLive } from './visibility';

/**
 * The response shape of an item: the engine's common fields (translated per `lang`), the computed
 * `active` and the family's own fields. Public list rows leave out the family's `listOmits`; other
 * views add the `detail` and `detailById` fields (`readById`: the latter, already read alongside the item).
 */
export async function presentItem(
  family: FamilyDefinition,
  item: StoredItem,
  context: ViewContext,
  readById?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const view = presentFields(family, item, context);
  if (context.kind === 'list') return view;
  const [detail, byId] = await Promise.all([
    family.hooks?.detail?.(item, context),
    readById ?? family.hooks?.detailById?.(item.company_id, item.id),
  ]);
  return Object.assign(view, detail, byId);
}

/**
 * A page of public list rows, built synchronously: a list row needs no reads, so 25 rows cost no
 * promise or microtask each, and each row is built once per item version (list-row-cache.ts),
 * which keeps list reads near their DynamoDB floor.
 */
export function presentListRows(
  family: FamilyDefinition,
  items: readonly StoredItem[],
  context: ViewContext,
): Readonly<Record<string, unknown>>[] {
  return items.map((item) => cachedListRow(family, item, context, () => presentFields(family, item, context)));
}

const listOmitted = new WeakMap<FamilyDefinition, ReadonlySet<string>>();
const NOTHING_OMITTED: ReadonlySet<string> = new Set();

function omittedKeys(family: FamilyDefinition, context: ViewContext): ReadonlySet<string> {
  if (context.kind !== 'list') return NOTHING_OMITTED;
  let omitted = listOmitted.get(family);
  if (!omitted) {
    omitted = new Set(family.listOmits);
    listOmitted.set(family, omitted);
  }
  return omitted;
}

/**
 * The fields every view shares, in one object written once in answer order: the family's own
 * fields, the translated ones, then the engine's (a later key overrides an earlier one in place,
 * as object spread would). A list row never gets its `listOmits`, rather than being built whole
 * and copied without them (and a deleted key would turn the object slow to serialize).
 */
function presentFields(family: FamilyDefinition, item: StoredItem, context: ViewContext): Record<string, unknown> {
  const omitted = omittedKeys(family, context);
  const view: Record<string, unknown> = {};
  const own = family.hooks?.present?.(item, context);
  if (own) for (const key in own) if (!omitted.has(key)) view[key] = own[key];
  const chain = translationChain(item, context.lang);
  for (const field of family.translatable) if (!omitted.has(field)) view[field] = translatedField(item, field, chain);
  view.id = item.id;
  view.slug = item.slug;
  view.status = item.status;
  // Products write `public` and answer `active` computed from it and the status (rule 4).
  if (family.switchField === 'active') view.active = item.active;
  else {
    view[family.switchField] = item[family.switchField];
    view.active = isLive(family, item, context.now);
  }
  view.publish_at = item.publish_at;
  view.language = chain[0] ?? item.language;
  view.default_language = item.language;
  view.available_languages = availableLanguages(item);
  if (family.countryScoped) view.countries = item.countries;
  view.created_at = item.created_at;
  view.updated_at = item.updated_at;
  if (context.kind === 'company') {
    view.slug_pinned = item.slug_pinned;
    view.translations = item.translations;
  }
  return view;
}
