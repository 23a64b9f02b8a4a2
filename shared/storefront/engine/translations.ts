import type { FamilyDefinition, StoredItem } from './family';

/** Locales an item's text is available in: its default locale plus every translated one. */
export function availableLanguages(item: StoredItem): string[] {
  return [item.language, ...Object.keys(item.translations).filter((locale) => locale !== item.language)];
}

/** Tells whether the item is available in `language` (`filter[language]`); `pt` matches `pt-BR`. */
export function isAvailableIn(item: StoredItem, language: string): boolean {
  return availableLanguages(item).some((locale) => locale === language || locale.split('-')[0] === language);
}

/**
 * The item's translatable fields in `lang`, each falling back to the default locale's value when
 * that locale has none (or to the base language: `pt-BR` → `pt`). Returns the locale actually shown.
 */
export function translate(family: FamilyDefinition, item: StoredItem, lang: string | undefined): { fields: Record<string, unknown>; locale: string } {
  const fields: Record<string, unknown> = {};
  const chain = lang ? [lang, lang.split('-')[0]!].filter((locale) => item.translations[locale]) : [];
  for (const field of family.translatable) {
    const translated = chain.map((locale) => item.translations[locale]![field]).find((value) => value !== undefined && value !== null);
    fields[field] = translated ?? item[field];
  }
  return { fields, locale: chain[0] ?? item.language };
}
