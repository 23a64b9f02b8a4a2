// What the customer account route modules share.

/** Path of the signed-in customer's own account on the checkout surface. */
export const ME_BASE = '/api/checkout/v2026-04/customers/me';

export const customerSession = { kind: 'customer' } as const;
