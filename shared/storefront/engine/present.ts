import type { FamilyDefinition, StoredItem, ViewContext } from './family';
import { availableLanguages, translate } from './translations';
import { isLive } from './visibility';

/**
 * The response shape of an item: the engine's common fields (translated per `lang`), the computed
 * `active` and the family's own fields. Public list rows leave out the family's `listOmits`; other
 * views add the `detail` and `detailById` fields (`readById`: the latter, already read alongside the item).
 */
export async function presentItem(family: FamilyDefinition, item: StoredItem, context: ViewContext, readById?: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { fields, locale } = translate(family, item, context.lang);
  const view: Record<string, unknown> = {
    ...(await family.hooks?.present?.(item, context)),
    ...fields,
    id: item.id,
    slug: item.slug,
    status: item.status,
    // Products write `public` and answer `active` computed from it and the status (rule 4).
    ...(family.switchField === 'active' ? { active: item.active } : { [family.switchField]: item[family.switchField], active: isLive(family, item, context.now) }),
    publish_at: item.publish_at,
    language: locale,
    default_language: item.language,
    available_languages: availableLanguages(item),
    ...(family.countryScoped ? { countries: item.countries } : {}),
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
  if (context.kind === 'company') Object.assign(view, { slug_pinned: item.slug_pinned, translations: item.translations });
  if (context.kind === 'list') return withoutListOmits(family, view);
  const [detail, byId] = await Promise.all([family.hooks?.detail?.(item, context), readById ?? family.hooks?.detailById?.(item.company_id, item.id)]);
  return Object.assign(view, detail, byId);
}

const listOmitted = new WeakMap<FamilyDefinition, ReadonlySet<string>>();

/** A list row: the view without the family's `listOmits`, copied rather than deleted from (a deleted key turns the object slow to serialize). */
function withoutListOmits(family: FamilyDefinition, view: Record<string, unknown>): Record<string, unknown> {
  let omitted = listOmitted.get(family);
  if (!omitted) listOmitted.set(family, (omitted = new Set(family.listOmits)));
  const row: Record<string, unknown> = {};
  for (const key in view) if (!omitted.has(key)) row[key] = view[key];
  return row;
}
