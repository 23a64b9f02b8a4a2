/**
 * JSON Schema of SPEC "Company media item" with every listed field required (nullable where the
 * value may be absent), used to validate the legacy `GET /api/company/media` response.
 */
const str = { type: 'string' };
const nstr = { type: ['string', 'null'] };
const int = { type: 'integer' };
const nint = { type: ['integer', 'null'] };
const bool = { type: 'boolean' };
const nnum = { type: ['number', 'null'] };
const obj = (properties: Record<string, unknown>, nullable = false) => ({ type: nullable ? ['object', 'null'] : 'object', properties, required: Object.keys(properties) });
const arr = (items: unknown) => ({ type: 'array', items });

const description = obj({ id: int, name: str, body: str, record_type: str, record_id: int, created_at: str, updated_at: str, locale: str });
const country = obj({ id: nint, iso: str, iso3: nstr, iso_name: str, name: str, numcode: nint, active: bool, currency_code: nstr, currency_symbol: nstr, separator: nstr, delimiter: nstr, address3: bool, state: nstr, passport: bool, itn: bool, tax_rate: nnum });
const variantCountry = obj({
  id: nint, price: int, shipping: nint, tax: nnum, currency_code: str, currency_symbol: str, display_price: str, country_iso: str, subscription_price: nint,
  wholesale_price: nint, wholesale_subscription_price: nint, country: obj({ id: nint, iso: str, iso_name: str, iso3: nstr, name: str, tax_rate: nnum }),
});
const variant = obj({
  id: int, product_id: int, title: str, sku: nstr, position: int, inventory_policy: str, taxable: bool, inventory_quantity: nint, created_at: str, updated_at: str, external_id: nstr,
  variant_country_id: nint, image_url: nstr, image_path: nstr, is_master: bool, discarded_at: nstr, price: nint, weight: nnum, size: nstr, physical: bool, unit_of_weight: nstr, height: nnum,
  width: nnum, length: nnum, unit_of_size: nstr, hs_code: nstr, country_of_origin: nstr, customs_information_shipping: nstr, active: bool, bar_code: nstr, track_quantity: bool,
  keep_selling: bool, option_attrs: { type: 'object' }, allow_subscription: bool, subscription_only: bool, limit_subscription: bool, subscription_max_qty: nint,
  shipping_included_in_price: bool, subscription_interval: nstr, buyable: bool, option_value_ids: arr(int), variant_countries: arr(variantCountry),
});
const attachment = obj({
  id: int, active: bool, title: str, description, stripped: str, price: nint, display_price: nstr, subscription_price: nint, display_subscription_price: nstr, wholesale_price: nint,
  display_wholesale_price: nstr, wholesale_subscription_price: nint, display_wholesale_subscription_price: nstr, shipping: nint, image: obj({ mini: nstr, detail: nstr, full: nstr }),
  image_url: nstr, sku: nstr, country_code: str, country_id: nint, views: int, leads: int, share_link: str, commission: nnum, public: bool, in_stock: bool, vendor: nstr,
  price_range: arr(int), price_range_formatted: nstr, unlimited_inventory: bool, currency_symbol: nstr, currency_code: nstr, average_rating: nnum, option_values: { type: 'object' },
  publish_to_portal_shop: bool, publish_to_retail_store: bool, publish_to_mobile_store: bool, publish_to_share_tab: bool, 'hide_rating?': bool, 'hide_reviews?': bool,
  prompts_enabled: bool, label: { type: ['object', 'null'] }, display_tag: nstr, images: arr(obj({ id: int, image: str, image_url: str, position: int })), countries: arr(country),
  default_variant: { anyOf: [variant, { type: 'null' }] }, variants: arr(variant), options: arr({}), prompts: arr(str), enroll_products: arr({}), enrollment_packs: arr({}),
});

export const companyMediaItemSchema = obj({
  id: int, user_id: nstr, media_type: str, media_format: nstr, image_url: nstr, video_url: nstr, pdf_url: nstr, title: str, stripped: str, kind: str, visibility: str,
  share_link: str, watch: str, video_status: nstr, cta_url: nstr, cta_button_text: nstr, cta_action_type: nstr, display_tag: nstr, active: bool, cta_enabled: bool,
  video_shopping_enabled: bool, prompts_enabled: bool, views: int, leads: int, language_id: nint, duration: nint, description,
  label: obj({ id: int, title: str, background: str, icon: nstr, color: str }, true), prompts: arr(str), subtitles: { type: 'object', additionalProperties: str },
  comments: arr(obj({ id: int, body: str, deleted_at: nstr, full_name: str, first_name: str, last_name: str, image_url: nstr, relateable_id: int, relateable_type: str, likes: int, liked: bool, replies: arr({}), created_at: str, contact_id: nint, user_id: nstr, user: { type: ['object', 'null'] } })),
  attached_shareables: arr(obj({ id: int, kind: str, timestamp: nint, content: nstr, position: int, style: str, share_link: str, attachment_type: str, attachment })),
});
