// What the payment gateway route modules share.

export const GATEWAYS_BASE = '/api/payment/v2026-04/gateways';

/** Gateways hold the processor's secrets: company tokens and partner tokens whose role grants `payments.manage`. */
export const auth = { kind: 'bearer', permission: 'payments.manage' } as const;

/** Company-wide: no droplet installation reaches a gateway (no scope grants `payments.manage`). */
export const ownership = { kind: 'company' } as const;
