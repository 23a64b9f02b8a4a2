import { familiesInPageOrder, type FamilyPageKind } from '../storefront/family-table';

type TemplateRole = 'layout' | 'page' | 'partial' | 'locale';

/** A storefront family's page kind renders its item (family-table.ts). */
const familyPageKinds = Object.fromEntries(
  familiesInPageOrder.map((family) => [family.pageKind, { role: 'page' }]),
) as Record<FamilyPageKind, { readonly role: 'page' }>;

/**
 * The kinds of theme file, as data: a new page type is a row here, not new plumbing.
 * `page` kinds render a storefront resource (or the home/rep/error page); `layout` wraps pages;
 * `section`/`snippet` are partials (`{% section %}`/`{% render %}`); `locale` holds translations.
 */
export const templateKinds = {
  layout: { role: 'layout' },
  home: { role: 'page' },
  ...familyPageKinds,
  rep: { role: 'page' },
  cart: { role: 'page' },
  checkout: { role: 'page' },
  order: { role: 'page' },
  error_page: { role: 'page' },
  section: { role: 'partial' },
  snippet: { role: 'partial' },
  locale: { role: 'locale' },
} as const satisfies Record<string, { role: TemplateRole }>;

export type TemplateType = keyof typeof templateKinds;
export const templateTypes = Object.keys(templateKinds) as [TemplateType, ...TemplateType[]];

/** Largest template source accepted at save (characters); the sandbox's parse limit follows from it. */
export const SOURCE_LIMIT_CHARS = 256 * 1024;

/** Error templates render only under these names (SPEC "Storefront error pages" 1). */
export const errorTemplateNames = ['404', '503'] as const;

/**
 * The file path a template is addressed by, as a merchant sees it in the theme editor:
 * `layout/theme.liquid`, `product/default/index.liquid`, `sections/header.liquid`,
 * `snippets/price.liquid`, `locales/es.json`.
 */
export function templatePath(type: TemplateType, name: string): string {
  switch (templateKinds[type].role) {
    case 'layout':
      return `layout/${name}.liquid`;
    case 'partial':
      return `${type}s/${name}.liquid`;
    case 'locale':
      return `locales/${name}.json`;
    default:
      return `${type}/${name}/index.liquid`;
  }
}

/** The name liquidjs resolves a partial or layout by (`{% render 'price' %}`, `{% layout 'theme' %}`). */
export function lookupName(type: TemplateType, name: string): string {
  const role = templateKinds[type].role;
  if (role === 'layout') return `layout/${name}`;
  if (role === 'partial') return type === 'snippet' ? name : `sections/${name}`;
  return `${type}/${name}`;
}
