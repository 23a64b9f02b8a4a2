/**
 * The languages the default mail templates are written in: those the demo theme's storefront
 * speaks (its `locale/*` files). A buyer who shopped in another language gets English.
 */
export const MAIL_LANGUAGES = ['en', 'es'] as const;

export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/**
 * The language a buyer's mail is written in: that of the cart they bought with (the storefront
 * sets it from `?lang=` or `Accept-Language`; the cart API takes `language_iso`), by its primary
 * subtag (`es-MX` → `es`), English when the default templates do not speak it.
 */
export function mailLanguage(languageIso: string | null | undefined): MailLanguage {
  const primary = languageIso?.trim().toLowerCase().split(/[-_]/)[0];
  return MAIL_LANGUAGES.find((language) => language === primary) ?? 'en';
}
