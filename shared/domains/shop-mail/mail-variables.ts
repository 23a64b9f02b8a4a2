import { mailLanguage } from './mail-languages';
import { frequencyInWords } from '../storefront/plans/plan-cadence';
import { storefrontUrl } from '../storefront/storefront-url';
import type { Company } from '../company/company-entity';
import type { OrderView } from '../orders/order-state';
import type { SubscriptionView } from '../autoship/subscription-payload';

/** The shop as a mail names it: `shop.name`, `shop.email` (where to write), `shop.url`. */
export interface ShopVariables {
  name: string;
  email: string;
  url: string;
}

/** The shop variables of a company. */
export function shopVariables(company: Pick<Company, 'name' | 'email' | 'subdomain'>): ShopVariables {
  return { name: company.name.replace(/[\r\n]+/g, ' '), email: company.email, url: storefrontUrl(company.subdomain) };
}

type Refund = OrderView['refunds'][number];

/**
 * The variables of an order mail: `shop`, `language` (the buyer's: mail-languages.ts), `locale`
 * (the `money` filter's), `order` (as the orders API shows it) and `refund` (the refund a refund or
 * cancellation mail is about, else null).
 */
export function orderMailVariables(
  order: OrderView,
  shop: ShopVariables,
  refund: Refund | null = null,
  languageIso: string | null = null,
): Record<string, unknown> {
  const language = mailLanguage(languageIso);
  return { shop, language, locale: `${language}-${order.country_code}`, order, refund };
}

/**
 * The variables of a subscription mail: `shop`, `language`, `locale`, `subscription` (as the subscriptions API
 * shows it, plus `frequency` in words and `next_charge_date`, the date of `next_billing_at`) and
 * `terms` (the renewal terms the buyer consented to at checkout, or null).
 */
export function subscriptionMailVariables(
  subscription: SubscriptionView & { language_iso?: string },
  shop: ShopVariables,
  terms: string | null,
): Record<string, unknown> {
  const { language_iso: languageIso, ...view } = subscription;
  const language = mailLanguage(languageIso);
  return {
    shop,
    language,
    locale: `${language}-${subscription.country_code}`,
    subscription: {
      ...view,
      frequency: frequencyInWords(subscription.billing_interval, subscription.billing_interval_unit).toLowerCase(),
      next_charge_date: subscription.next_billing_at?.slice(0, 10) ?? null,
    },
    terms,
  };
}
