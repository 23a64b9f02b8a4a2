/** A taxable amount: a line after discounts, or the shipping charge. */
export interface TaxableAmount {
  id: number;
  /** Minor units after discounts; gross of tax when prices include it. */
  total: number;
  taxable: boolean;
}

/** The platform's own tax answer, the same shape the `tax_calculation` callback answers. */
export interface TaxAnswer {
  line_items: { id: number; tax: number; rate: number }[];
  shipping_tax: number;
  tax_total: number;
  tax_label?: string | null;
}

/** A country's tax settings as the company configured them. */
export interface CountryTax {
  tax_enabled: boolean;
  /** Percent (19 = 19 %). */
  tax_standard_rate: number | null;
  price_inclusive_of_tax: boolean;
  price_inclusive_tax_name: string | null;
}

/**
 * Tax of one amount at `ratePercent`: added on top (`amount × r`) or, when prices include tax,
 * the part of the amount that is tax (`amount × r / (1 + r)`), rounded half up to minor units.
 */
export function taxOf(amount: number, ratePercent: number, inclusive: boolean): number {
  if (amount <= 0 || ratePercent <= 0) return 0;
  return Math.round(inclusive ? (amount * ratePercent) / (100 + ratePercent) : (amount * ratePercent) / 100);
}

/**
 * The fallback tax (SPEC callbacks: "country tax rate"): the country's standard rate on each
 * taxable line after discounts and on the shipping charge; nothing when the country collects no tax.
 */
export function fallbackTax(lines: readonly TaxableAmount[], shipping: number, country: CountryTax): TaxAnswer {
  const ratePercent = country.tax_enabled ? (country.tax_standard_rate ?? 0) : 0;
  const inclusive = country.price_inclusive_of_tax;
  const line_items = lines.map((line) => ({
    id: line.id,
    tax: line.taxable ? taxOf(line.total, ratePercent, inclusive) : 0,
    rate: line.taxable ? ratePercent / 100 : 0,
  }));
  const shipping_tax = taxOf(shipping, ratePercent, inclusive);
  return {
    line_items,
    shipping_tax,
    tax_total: line_items.reduce((sum, line) => sum + line.tax, shipping_tax),
    tax_label: taxLabel(country),
  };
}

/** What buyers see tax called: the company's inclusive-tax name (`VAT`), else `Tax`. */
export function taxLabel(country: CountryTax): string {
  return country.price_inclusive_tax_name ?? 'Tax';
}
