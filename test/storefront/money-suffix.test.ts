import { describe, expect, it } from 'vitest';
import { cartCall, createCart, createProduct, createShop } from '../helpers/checkout';
import { shopGet } from '../helpers/storefront';

// docs/api.md "Money": `_in_currency` has one meaning on every surface, the amount formatted for
// the shopper's locale with the currency's symbol; the catalog's SPEC-named `display_` carries the same string.
describe('`_in_currency` means the same formatted string in the catalog and in the cart', () => {
  it.each([
    ['DE', 'de', 2380],
    ['US', 'en', 1999],
  ])(
    'a variant priced in %s (lang %s) reads the same in a product and in a cart line',
    async (country, lang, price) => {
      const shop = await createShop();
      const serum = await createProduct(shop, 'Serum', [{ prices: { [country]: { price } } }]);

      const product = (await shopGet(shop, `/products/serum?country=${country}&lang=${lang}`)).body.product;
      const { token } = await createCart(shop, {
        country_code: country,
        language_iso: lang,
        items: [{ product_id: serum.id, variant_id: serum.variantIds[0], quantity: 1 }],
      });
      const cart = (await cartCall(shop, 'GET', `/${token}`)).body.cart;

      const formatted = new Intl.NumberFormat(`${lang}-${country}`, {
        style: 'currency',
        currency: cart.currency_code,
      }).format(price / 100);
      expect(product.price_in_currency).toBe(formatted);
      expect(product.display_price).toBe(formatted);
      expect(product.variants[0].variant_countries[0].price_in_currency).toBe(formatted);
      expect(cart.items[0].price_in_currency).toBe(formatted);
      expect(cart.sub_total_in_currency).toBe(formatted);
    },
  );
});
