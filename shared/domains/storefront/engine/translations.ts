import type { FamilyDefinition, StoredItem } from './family';

/** Locales an item's text is available in: its default locale plus every translated one. */
export function availableLanguages(item: StoredItem): string[] {
  return [item.language, ...Object.keys(item.translations).filter((locale) => locale !== item.language)];
}

/** Tells whether the item is available in `language` (`filter[language]`); `pt` matches `pt-BR`. */
export function isAvailableIn(item: StoredItem, language: string): boolean {
  return availableLanguages(item).some((locale) => locale === language || locale.split('-')[0] === language);
}

const NO_LOCALES: readonly string[] = [];

/**
 * The item's locales that answer `lang`, most specific first (`pt-BR`, then `pt`), among those it
 * has translations for; empty without `lang`. The first is the locale shown (`language`).
 */
export function translationChain(item: StoredItem, lang: string | undefined): readonly string[] {
  if (!lang) return NO_LOCALES;
  const base = lang.split('-')[0]!;
  const chain = [lang, base].filter((locale) => item.translations[locale]);
  return chain.length === 0 ? NO_LOCALES : chain;
}

/** One translatable field along `chain` (translationChain), falling back to the default locale's value. */
export function translatedField(item: StoredItem, field: string, chain: readonly string[]): unknown {
  for (const locale of chain) {
    const value = item.translations[locale]![field];
    if (value !== undefined && value !== null) return value;
  }
  return item[field];
}

/**
 * The item's translatable fields in `lang`, each falling back to the default locale's value when
 * that locale has none (or to the base language: `pt-BR` → `pt`). Returns the locale actually shown.
 */
export function translate(
  family: FamilyDefinition,
  item: StoredItem,
  lang: string | undefined,
): { fields: Record<string, unknown>; locale: string } {
  const chain = translationChain(item, lang);
  const fields: Record<string, unknown> = {};
  for (const field of family.translatable) fields[field] = translatedField(item, field, chain);
  return { fields, locale: chain[0] ?? item.language };
}
