import type { PaymentRoute } from '../payments/gateway-routing';
import type { CountryView } from '../company/company-countries';
import type { CheckoutOptions } from '../site-settings/storefront-settings-entity';
import type { DiscountKind, DiscountScope } from '../discounts/discount-entity';
import type { VariantStockRead } from '../storefront/catalog/find-variants';
import type { SubscriptionPlan } from '../storefront/plans/plan-entity';
import type { Volume } from '../volume/volume-amount';
import type { EnrollmentPack } from '../enrollment/enrollment-pack';
import type { CartAgreement } from './cart-agreements';
import type { RecurringCharge } from './recurring';
import type { CartTotals, LineTotals } from './totals';

/** A cart line priced from the catalog for the cart's country. */
export interface PricedLine extends LineTotals {
  id: number;
  product_id: number;
  variant_id: number;
  quantity: number;
  title: string;
  product_title: string;
  product_slug: string | null;
  sku: string | null;
  image_url: string | null;
  /** One-time price of one unit, minor units. */
  price: number;
  /** Subscription price of one unit (the one-time price when the catalog sets none); null when the variant cannot be subscribed. */
  subscription_price: number | null;
  /** What one unit costs in this cart: the subscription price when subscribed. */
  unit_price: number;
  subscription: boolean;
  subscription_plan_id: number | null;
  /** A product of the cart's enrollment pack. */
  enrollment: boolean;
  allow_subscription: boolean;
  subscription_only: boolean;
  /** Volume of one unit from the catalog (0 when not sellable). */
  cv: number;
  qv: number;
  /** The line's volume after discounts (shared/domains/volume/line-volume.ts). */
  cv_total: number;
  qv_total: number;
  /** Shipping of one unit from the catalog; null: none configured. */
  shipping_per_unit: number | null;
  shipping_included_in_price: boolean;
  category_ids: number[];
  collection_ids: number[];
  /** Active plans attached to the product that this variant can be subscribed on. */
  plan_ids: number[];
  /** The catalog sells the variant in the cart's country and currency now. */
  sellable: boolean;
  /** Stock of a tracked variant as last read; null when untracked. Placing the order counts it down. */
  stock: VariantStockRead | null;
  /** Why the stock cannot supply the line (also in `errors`): fewer units left than the cart holds of the variant, or the product is out of stock; null when it can. */
  stock_shortage: string | null;
  /** Why the line cannot be checked out as is (empty: it can). */
  errors: string[];
  metadata: Record<string, unknown>;
}

/** A code on the cart with what it takes off now. */
export interface PricedDiscount {
  code: string;
  kind: DiscountKind;
  applies_to: DiscountScope;
  /** Minor units taken off items (free shipping: the shipping discount). */
  amount: number;
  /** Why it takes nothing off now (minimum no longer met, expired…); null when it applies. */
  refusal: string | null;
}

/** A shipping method the cart can choose from. */
export interface ShippingMethod {
  id: string;
  title: string;
  price: number;
  delivery_time_estimate: string | null;
  price_label: string | null;
}

/** Buyer-facing notes on the cart (SPEC "Cart" `messages`). */
export interface CartMessages {
  errors: string[];
  warnings: string[];
  info: string[];
}

/** A cart's last pricing, stored on the cart so a read costs one GetItem. */
export interface PricedCart {
  lines: PricedLine[];
  totals: Omit<CartTotals, 'lines'>;
  discounts: PricedDiscount[];
  shipping_methods: ShippingMethod[];
  shipping_method: ShippingMethod | null;
  tax_label: string;
  country: CountryView;
  /** The shop as checkout brands it; its identifier never changes, so it is safe to keep with the pricing. */
  /** The shop as checkout shows it; `logo_url` and `checkout` are absent on carts priced before they were recorded (read as no logo and the default options). */
  company: {
    id: number;
    name: string;
    subdomain: string;
    logo_url?: string | null;
    checkout?: CheckoutOptions;
    /** The company's contact address, which the renewal terms name (absent on carts priced before). */
    email?: string;

    /** The company's setting as of this pricing; absent on carts priced before it was recorded (read as false). */
    bundle_subscriptions?: boolean;
  };
  /** Plans the lines can be (or are) subscribed on, for the item `subscription_plans`. */
  plans: SubscriptionPlan[];
  recurring: RecurringCharge[];
  /** The enrollment pack as priced (fee, member type); null or absent: no pack. */
  enrollment?: Omit<EnrollmentPack, 'products' | 'live' | 'countries'> | null;
  /** The lines' volume in sum; absent on carts priced before volume existed (read as none). */
  volume?: Volume;
  /** The agreements that apply to the cart as of this pricing; absent on carts priced before agreements applied (read as none). */
  agreements?: CartAgreement[];
  /** A callback failed or timed out and the fallback was used. */
  totals_stale: boolean;
  /** How the cart pays (shared/domains/payments/gateway-routing.ts); absent on a cart priced before gateways: the built-in method. */
  payment_route?: PaymentRoute;
  messages: CartMessages;
  priced_at: string;
}
