import { ValidationFailed } from '../../../platform/errors/domain-error';
import { storefrontNow } from './clock';
import type { FamilyDefinition, StoredItem, ViewContext } from './family';
import { parseSort, storefrontKeys } from './keys';
import { pageRows, type RowTest } from './paging';
import { presentItem, presentListRows } from './present';
import { foldText } from './text-fold';
import { isAvailableIn } from './translations';
import { isPubliclyVisible } from './visibility';

/** The list controls every family list accepts (validated by the route's query schema). */
export interface ListControls {
  q?: string;
  sort?: string;
  lang?: string;
  country?: string;
  filter: Record<string, unknown>;
  page: { cursor?: string; limit: number };
}

/** Which list: the company's (every status) or the public one (live items only), or a member list. */
export type ListSource =
  | { surface: 'company' }
  | { surface: 'public' }
  /** Items of `family` that belong to another family's item (a category's products), public. */
  | { surface: 'members'; ownerFamily: string; ownerId: number };

/**
 * One page of a family list: one Query on the sort's view partition, plus follow-up Queries only
 * when filters drop rows (see pageRows). Answers presented rows and the next cursor, and the
 * stored items the rows were presented from, in the same order (the rendered storefront reads
 * fields a public row leaves out, such as a product's picture, without reading the items again).
 */
export async function listItems(
  family: FamilyDefinition,
  companyId: number,
  routeId: string,
  source: ListSource,
  controls: ListControls,
  /** Public product answers without `country`: the country prices are shown in (ViewContext.priceCountry). */
  priceCountry?: string,
): Promise<{ items: Record<string, unknown>[]; nextCursor: string | null; stored: readonly StoredItem[] }> {
  const now = storefrontNow(companyId);
  const sort = controls.sort ?? family.defaultSort;
  const { field, descending } = parseSort(sort);
  const context: ViewContext = {
    companyId,
    now,
    lang: controls.lang,
    country: controls.country,
    priceCountry: controls.country ? undefined : priceCountry,
    kind: source.surface === 'company' ? 'company' : 'list',
  };
  const partition =
    source.surface === 'members'
      ? storefrontKeys.members(companyId, source.ownerFamily, source.ownerId, family.name)
      : storefrontKeys.view(companyId, family.name, source.surface === 'company' ? 'all' : 'live', field);
  const { lang: _lang, page, ...selection } = controls;
  const { items, nextCursor } = await pageRows(partition, {
    binding: {
      companyId,
      list: source.surface === 'members' ? `${routeId}:${source.ownerId}` : routeId,
      sort,
      selection,
    },
    limit: page.limit,
    cursor: page.cursor,
    descending,
    accept: rowTest(family, source, controls, context),
  });
  // Company rows carry the `detail` fields, which may read; public rows are built without a promise each.
  const rows =
    context.kind === 'list'
      ? presentListRows(family, items, context)
      : await Promise.all(items.map((item) => presentItem(family, item, context)));
  return { items: rows, nextCursor, stored: items };
}

function rowTest(family: FamilyDefinition, source: ListSource, controls: ListControls, context: ViewContext): RowTest {
  const tests: RowTest[] = [];
  if (source.surface === 'company') {
    if (family.hooks?.visible) tests.push((item) => family.hooks!.visible!(item, context));
  } else {
    tests.push((item) => isPubliclyVisible(family, item, context));
  }
  const filters = { ...family.filters, ...(source.surface === 'company' ? family.companyFilters : {}) };
  for (const [name, value] of Object.entries(controls.filter)) {
    if (value === undefined) continue;
    if (name === 'status') tests.push(statusTest(family, value as string));
    else if (name === 'active') tests.push((item) => item.active === value);
    else if (name === 'country')
      tests.push(
        (item) => (item.countries as string[]).length === 0 || (item.countries as string[]).includes(value as string),
      );
    else if (name === 'language') tests.push((item) => isAvailableIn(item, value as string));
    else if (filters[name]) tests.push((item) => filters[name]!.matches(item, value, context));
  }
  if (controls.q) tests.push(searchTest(family, controls.q));
  return (item) => tests.every((test) => test(item));
}

function statusTest(family: FamilyDefinition, value: string): RowTest {
  const statuses = family.statusFilter ? family.statusFilter[value] : [value];
  if (!statuses)
    throw new ValidationFailed({
      'filter[status]': [`must be one of ${Object.keys(family.statusFilter!).join(', ')}`],
    });
  return (item) => (statuses as readonly string[]).includes(item.status);
}

/** `q`: every word must occur in the title (any locale), slug or the family's search text, ignoring case and accents. */
function searchTest(family: FamilyDefinition, q: string): RowTest {
  const words = foldText(q).split(/\s+/).filter(Boolean);
  return (item: StoredItem) => {
    const titles = [item.title, ...Object.values(item.translations).map((fields) => fields.title)].filter(
      (value): value is string => typeof value === 'string',
    );
    const haystack = foldText([...titles, item.slug, ...(family.searchText?.(item) ?? [])].join(' '));
    return words.every((word) => haystack.includes(word));
  };
}
