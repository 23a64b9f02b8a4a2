import { currencyDigits } from '../storefront/money/format-money';

/**
 * A pack's enrollment fee in the minor units of the cart's currency. The fee is written in minor
 * units of the shop's currency and charged as the same amount in every cart currency, so only the
 * currencies' exponents convert it: 2500 in a USD shop is 25.00 USD, ¥25 (JPY, no decimals) and
 * 25.000 KWD (three decimals). A conversion to fewer decimals rounds half up.
 */
export function enrollmentFeeIn(fee: number, shopCurrency: string, cartCurrency: string): number {
  const shift = currencyDigits(cartCurrency) - currencyDigits(shopCurrency);
  return shift >= 0 ? fee * 10 ** shift : Math.round(fee / 10 ** -shift);
}
