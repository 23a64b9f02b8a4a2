import type { SavedMethod } from './saved-method-entity';

const titled = (brand: string | null) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card');

/** A saved method as the customer's payment methods show it (the checkout contract's `CheckoutPaymentMethod`). */
export function presentSavedMethod(method: SavedMethod) {
  return {
    id: method.id,
    default: method.is_default,
    payment_type: 'credit_card' as const,
    payment_title: method.last_four
      ? `${titled(method.card_brand)} •••• ${method.last_four}`
      : titled(method.card_brand),
    source: 'checkout',
    au_status: null,
    billing_address: null,
    details: {
      id: method.id,
      type: 'card' as const,
      card_brand: method.card_brand,
      card_network: method.card_brand,
      last_four: method.last_four,
      last4_digits: method.last_four,
      exp_month: method.exp_month === null ? null : String(method.exp_month).padStart(2, '0'),
      exp_year: method.exp_year === null ? null : String(method.exp_year),
      logo_url: null,
      requires_3ds: null,
      vgs_card_id: null,
    },
    gateway_id: method.gateway_id,
    created_at: method.created_at,
    updated_at: method.updated_at,
  };
}
