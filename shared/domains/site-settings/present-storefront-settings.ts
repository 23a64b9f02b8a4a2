import type { StorefrontSettings } from './storefront-settings-entity';

/** The API view of storefront settings (without the company id the credential already names). */
export function presentStorefrontSettings(settings: StorefrontSettings) {
  const { company_id: _company, ...view } = settings;
  return view;
}
