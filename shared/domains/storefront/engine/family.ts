import type { z } from 'zod';
import type { RouteResource } from '../../../platform/route-resources';
import { builtOnce } from '../../../platform/schema/built-once';
import type { FamilyDescriptor } from '../descriptors/family-descriptor';
import type { Status } from './fields';

/** The engine's fields of every stored storefront item. */
export interface ItemBase {
  id: number;
  company_id: number;
  family: string;
  title: string;
  slug: string;
  /** A slug set explicitly; families whose slug follows the title keep a pinned one. */
  slug_pinned: boolean;
  status: Status;
  publish_at: string | null;
  /** Default locale of the text fields. */
  language: string;
  /** Per-locale values of the family's translatable fields: `{es: {title: '…'}}`. */
  translations: Record<string, Record<string, unknown>>;
  created_at: string;
  updated_at: string;
  /** Incremented on every write: optimistic concurrency. */
  version: number;
}

/**
 * A stored storefront item: the engine's common fields plus the family's own (`Fields`: its stored
 * shape, typed for its hooks; the switch is stored under the family's switch field name). Code
 * serving every family sees the default, the family's fields as unknown.
 */
export type StoredItem<Fields extends object = Record<never, never>> = ItemBase & Fields & Record<string, unknown>;

/** The stored item type of a family: its definition's fields, or the untyped item for a family known by name alone. */
export type ItemOf<Family> = Family extends FamilyDefinition<infer Fields> ? StoredItem<Fields> : StoredItem;

/** Which answer a presenter builds: the company's full view, a public list row or a public lookup. */
export type ViewKind = 'company' | 'list' | 'detail';

/** What a presenter or filter knows about the request. */
export interface ViewContext {
  companyId: number;
  now: Date;
  /** `lang`: picks translations, falling back to the item's default locale. */
  lang?: string;
  /** Products: `country` (alpha-2) prices the answer and excludes items not sold there. */
  country?: string;
  /**
   * Products on the public surface when no `country` is given: the shop's home country, which
   * prices the answer and excludes nothing (the items listed are those of a request without `country`).
   */
  priceCountry?: string;
  kind: ViewKind;
}

/** An extra list filter (`filter[<name>]`): its query schema and the test an item must pass. */
export interface ListFilter<V = any, Fields extends object = Record<never, never>> {
  /** Built with the list route's query schema: a list that only matches rows never builds it. */
  readonly schema: () => z.ZodType<V>;
  readonly description: string;
  matches(item: StoredItem<Fields>, value: V, context: ViewContext): boolean;
}

/** A sortable field: one key-ordered view partition per family and surface. */
export interface SortField<Fields extends object = Record<never, never>> {
  /** Sort-key fragment; ordered lexicographically, so numbers are zero-padded. */
  key(item: StoredItem<Fields>): string;
  readonly description: string;
}

/** A membership an item holds in another family's item (a product in a category). */
export interface Membership {
  family: string;
  id: number;
}

/** Named points where the engine calls a family's special rule. Each receives the family's own input. */
export interface FamilyHooks<Fields extends object = Record<never, never>> {
  /**
   * Validates and normalizes the family's fields before a create or update is written (assign
   * variant ids, check a parent exists and makes no cycle). Throws ValidationFailed naming the field.
   */
  prepare?(
    next: StoredItem<Fields>,
    previous: StoredItem<Fields> | undefined,
    input: Record<string, unknown>,
  ): Promise<StoredItem<Fields>> | StoredItem<Fields>;
  /**
   * Once per create or update, before any attempt to write it: claims what the input references
   * outside the table (a medium's uploaded file stops being a pending upload).
   */
  attach?(companyId: number, input: Record<string, unknown>): Promise<void>;
  /** After a create or update committed: related writes (a category's `product_ids`, parent counts). */
  afterWrite?(
    item: StoredItem<Fields>,
    previous: StoredItem<Fields> | undefined,
    input: Record<string, unknown>,
  ): Promise<void>;
  /** Before a delete is written: decides what happens to dependants (children, memberships). */
  beforeDelete?(item: StoredItem<Fields>): Promise<void>;
  /** After a delete committed. */
  afterDelete?(item: StoredItem<Fields>): Promise<void>;
  /** Items of other families this item belongs to; the engine keeps one membership row per entry. */
  memberships?(item: StoredItem<Fields>): Membership[];
  /**
   * The family's response fields beyond the engine's common ones, from the item alone: synchronous,
   * so a public list page builds its rows without a promise each (fields that need reads are `detail`).
   */
  present?(item: StoredItem<Fields>, context: ViewContext): Record<string, unknown>;
  /**
   * After a create or update committed: why the saved item will not work as the merchant may
   * expect though it is legal (a product sold only where the shop does not sell), answered in
   * the write's `meta.warnings` beside the engine's own.
   */
  warnings?(item: StoredItem<Fields>): Promise<string[]>;
  /** Public visibility beyond status + switch + publish time, for lists and lookups (products sold in `country`). */
  visible?(item: StoredItem<Fields>, context: ViewContext): boolean;
  /**
   * Whether a live item appears in public lists at all (media with restricted visibility or
   * uploaded by a rep: never listed, yet found by slug). Decided at write time: unlisted items get
   * no public view rows. @default always listed
   */
  listed?(item: StoredItem<Fields>): boolean;
  /**
   * Lookup rows that find this item by another id (a product's variant ids), each a complete table
   * record with its own `pk`/`sk`. Kept in the item's write transaction: put when a row's key
   * appears, deleted when it goes; unchanged rows are not rewritten, so they must not copy fields
   * that change.
   */
  lookups?(item: StoredItem<Fields>): Record<string, unknown>[];
  /**
   * Response fields of company views and public lookups that public list rows never carry: those
   * that need reads (a category's product ids) or cost a page of rows for nothing (a product's
   * priced variants). Never called for a public list row.
   */
  detail?(item: StoredItem<Fields>, context: ViewContext): Promise<Record<string, unknown>>;
  /**
   * Fields of the same views as `detail` that are read by the item's id alone (a medium's view and
   * lead counters): a lookup by slug reads them alongside the item, once the slug names the id,
   * instead of after it (two round trips, not three).
   */
  detailById?(companyId: number, id: number): Promise<Record<string, unknown>>;
}

/**
 * What reading a family's stored items needs of it: the key's family name and the switch field
 * that says whether an item is live. Domains that read items by key (carts price products,
 * choose enrollment packs) take this, a descriptor's part, instead of the definition, so they do
 * not load its fields, presenters and hooks.
 */
export type StoredFamily = Pick<FamilyDescriptor, 'name' | 'switchField'>;

/**
 * One storefront family as data: the engine generates its routes, store calls, OpenAPI entries
 * and outbox events from this; the family adds only its special rules as hooks.
 */
export interface FamilyDefinition<Fields extends object = Record<never, never>> extends FamilyDescriptor {
  readonly statuses: readonly Status[];
  /** Whether items carry `countries` and lists take `filter[country]`/`filter[language]` (all but products). */
  readonly countryScoped: boolean;
  /** The public lookup also takes `country` (alpha-2) for what it embeds (enrollment packs price their products). @default !countryScoped */
  readonly lookupCountry?: boolean;
  /**
   * Family fields accepted on create/update beyond the engine's common ones (zod shape, all optional
   * on update). A function, built on first use and kept by defineFamily: importing a family builds
   * none of its schemas (functions that only read or render items).
   */
  readonly writeFields: () => z.ZodRawShape;
  /** Defaults of family fields on create. */
  readonly defaults: Record<string, unknown>;
  /** Response fields beyond the engine's common ones (zod shape; optional where list rows omit them). Built on first use, as `writeFields`. */
  readonly viewFields: () => z.ZodRawShape;
  /** Text fields that may carry per-locale values (always includes `title`). */
  readonly translatable: readonly string[];
  /** The family's own or translatable fields left out of public list rows (a lookup by slug returns them). */
  readonly listOmits: readonly string[];
  /** Extra filters of both lists. */
  readonly filters: Record<string, ListFilter<any, Fields>>;
  /** Extra filters of the company list only. */
  readonly companyFilters?: Record<string, ListFilter<any, Fields>>;
  /**
   * Company `filter[status]` values and the statuses each selects; by default each status selects
   * itself. Products use `active`/`draft`/`archived` and have no `filter[active]`.
   */
  readonly statusFilter?: Record<string, readonly Status[]>;
  readonly sorts: Record<string, SortField<Fields>>;
  readonly slug: {
    /** Clients may set the slug (media: always generated). */
    readonly settable: boolean;
    /** Renaming regenerates the slug unless it is pinned (pages). */
    readonly followsTitle: boolean;
  };
  /** Text the `q` search matches besides title and slug (product and variant SKUs). */
  searchText?(item: StoredItem<Fields>): string[];
  readonly hooks?: FamilyHooks<Fields>;
  /** What the `warnings` hook warns about, for the write routes' descriptions. */
  readonly warningsNote?: string;
  /** AWS resources the create and update routes use besides the table (media: attaching uploads). @default [] */
  readonly writeUses?: readonly RouteResource[];
  /** Families whose live members get a public list under this family (`/categories/{slug}/products`). */
  readonly memberLists?: readonly FamilyDefinition<any>[];
  /** A valid company view, for the event catalog and docs. */
  readonly example: Record<string, unknown>;
}

/**
 * Declares a family whose items carry `Fields` (its stored shape beyond the engine's common
 * fields), so its hooks, filters and sorts read them typed. Its field shapes are built on first
 * use and kept.
 */
export function defineFamily<Fields extends object = Record<never, never>>(
  family: FamilyDefinition<Fields>,
): FamilyDefinition<Fields> {
  return { ...family, writeFields: builtOnce(family.writeFields), viewFields: builtOnce(family.viewFields) };
}
