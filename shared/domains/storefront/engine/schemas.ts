import { z } from 'zod';
import { cursorPageQuery } from '../../../platform/schema/pagination';
import { explainUnknownKeys } from '../../../platform/schema/unknown-keys';
import { storableIdParam } from '../../../platform/schema/storable';
import type { FamilyDefinition } from './family';
import { countryCode, languageCode, publishAt, slugField, text } from './fields';
import { sortValues } from './keys';

/** `true`/`false` in a query string (a filter schema: built with its list's query schema). */
export const booleanQuery = () => z.enum(['true', 'false']).transform((value) => value === 'true');
/** A comma-separated id list in a query string (`filter[category_ids]=1,2`), matching any. */
export const idListQuery = () =>
  z
    .string()
    .regex(/^\d{1,16}(,\d{1,16}){0,49}$/, 'must be up to 50 comma-separated ids')
    .transform((value) => value.split(',').map(Number));

const MAX_LOCALES = 20;
const MAX_COUNTRIES = 250;

/** The query schema of a family list (`company`: every status; `public`: live items). */
export function listQuerySchema(
  family: FamilyDefinition,
  surface: 'company' | 'public',
  options: { sortable?: boolean } = {},
) {
  const filters: Record<string, z.ZodType> = {};
  if (surface === 'company') {
    const statusValues = Object.keys(family.statusFilter ?? Object.fromEntries(family.statuses.map((s) => [s, [s]])));
    filters.status = z
      .enum(statusValues as [string, ...string[]])
      .optional()
      .describe(`Status: ${statusValues.join(', ')}`);
    if (family.switchField === 'active') filters.active = booleanQuery().optional().describe('The on/off switch');
  }
  if (family.countryScoped) {
    filters.country = countryCode.optional().describe('Items available in this country (no countries = everywhere)');
    filters.language = languageCode
      .optional()
      .describe('Items available in this language (default locale or a translation)');
  }
  for (const [name, filter] of Object.entries({
    ...family.filters,
    ...(surface === 'company' ? family.companyFilters : {}),
  })) {
    filters[name] = filter.schema().optional().describe(filter.description);
  }
  const sorts =
    options.sortable === false
      ? [
          family.defaultSort,
          family.defaultSort.startsWith('-') ? family.defaultSort.slice(1) : `-${family.defaultSort}`,
        ]
      : sortValues(family);
  return z.object({
    q: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe('Words that must all occur in the title (any locale), slug or SKUs; case- and accent-insensitive'),
    sort: z
      .enum(sorts as [string, ...string[]])
      .optional()
      .describe(`One of ${sorts.join(', ')} (leading - is descending). Default ${family.defaultSort}`),
    lang: languageCode.optional().describe('Locale of text fields; falls back to the item’s default locale'),
    ...(family.countryScoped
      ? {}
      : {
          country: countryCode
            .optional()
            .describe(
              'Prices in this country; items not sold there are left out. Without it (public lists) prices are in the shop’s home country and no item is left out',
            ),
        }),
    filter: z.object(filters).strict().default({}),
    page: cursorPageQuery().shape.page,
  });
}

/** The query of a public lookup: `lang`, and `country` where the family prices what it answers. */
export function lookupQuerySchema(family: FamilyDefinition) {
  const withCountry = family.lookupCountry ?? !family.countryScoped;
  return z.object({
    lang: languageCode.optional().describe('Locale of text fields; falls back to the item’s default locale'),
    ...(withCountry
      ? {
          country: countryCode
            .optional()
            .describe(
              'Prices in this country; products not sold there are left out. Without it prices are in the shop’s home country',
            ),
        }
      : {}),
  });
}

/** The body of a create (`{<bodyKey>: {...}}`, title required) or an update (every field optional). */
export function writeBodySchema(family: FamilyDefinition, mode: 'create' | 'update') {
  const writeFields = family.writeFields();
  const translationShape = Object.fromEntries(
    family.translatable.map((field) => [
      field,
      (field === 'title' ? text(255) : (writeFields[field] as z.ZodType)).optional(),
    ]),
  );
  const fields = z
    .object({
      title: mode === 'create' ? text(255) : text(255).optional(),
      ...(family.slug.settable
        ? { slug: slugField.optional() }
        : mode === 'update'
          ? {
              slug: slugField
                .optional()
                .describe(
                  'Cannot be set: only the current slug is accepted (an item read and written back); another → 422',
                ),
            }
          : {}),
      status: z.enum(family.statuses as unknown as [string, ...string[]]).optional(),
      [family.switchField]: z.boolean().optional(),
      publish_at: publishAt.optional().describe('When a scheduled item goes live (required with status scheduled)'),
      language: languageCode.optional().describe('Default locale of the text fields. Default en'),
      translations: z
        .record(languageCode, z.object(translationShape).strict())
        .refine((value) => Object.keys(value).length <= MAX_LOCALES, `at most ${MAX_LOCALES} locales`)
        .optional()
        .describe('Per-locale values of the translatable fields, e.g. {"es": {"title": "…"}}'),
      ...(family.countryScoped
        ? {
            countries: z
              .array(countryCode)
              .max(MAX_COUNTRIES)
              .refine((list) => new Set(list).size === list.length, 'must not repeat a country')
              .optional()
              .describe('Countries the item is shown in; empty = everywhere'),
          }
        : {}),
      ...Object.fromEntries(
        Object.entries(writeFields).map(([name, schema]) => [name, (schema as z.ZodType).optional()]),
      ),
    })
    .strict();
  return z.object({ [family.bodyKey]: explainUnknownKeys(fields, switchHints(family)) });
}

/**
 * SPEC gives products the switch `public` and every other family `active`: a client sending the
 * other family's switch is told which one this family uses (README "How to publish each resource").
 */
function switchHints(family: FamilyDefinition): Record<string, string> {
  if (family.switchField === 'public') {
    return {
      active: `${family.plural} are switched with \`public\`; \`active\` is the other families' switch (on a product it is read-only, computed from \`public\` and \`status\`)`,
    };
  }
  return { public: `${family.plural} are switched with \`active\`; \`public\` is the products' switch` };
}

/** The response shape of one item (fields left out of list rows are optional). */
export function viewSchema(family: FamilyDefinition) {
  return z.object({
    id: z.number().int(),
    title: z.string(),
    slug: slugField,
    status: z.enum(family.statuses as unknown as [string, ...string[]]),
    active: z
      .boolean()
      .describe(
        family.switchField === 'public'
          ? 'Computed: public and published (or scheduled and past its publish time)'
          : 'The on/off switch',
      ),
    ...(family.switchField === 'public' ? { public: z.boolean().describe('The on/off switch products write') } : {}),
    publish_at: z.string().nullable(),
    language: z.string().describe('Locale of the text shown'),
    default_language: z.string(),
    available_languages: z.array(z.string()),
    ...(family.countryScoped ? { countries: z.array(z.string()) } : {}),
    slug_pinned: z.boolean().optional().describe('Company views: the slug was set explicitly'),
    translations: z
      .record(z.string(), z.record(z.string(), z.unknown()))
      .optional()
      .describe('Company views: every per-locale value'),
    created_at: z.string(),
    updated_at: z.string(),
    ...family.viewFields(),
  });
}

/** Path parameters: company routes address items by id, public ones by slug. */
export const idParams = z.object({ id: storableIdParam });
export const slugParams = z.object({ slug: slugField });
