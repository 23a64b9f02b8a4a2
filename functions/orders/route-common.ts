// What the orders route modules share.

export const view = { kind: 'bearer', permission: 'orders.view' } as const;

export const manage = { kind: 'bearer', permission: 'orders.manage' } as const;

export const base = '/api/v202604/orders';

export const idempotentWrite =
  'Send an `Idempotency-Key` to retry safely: the retry replays the first answer. Every change commits with its events (`order_updated` and its own) in one transaction; a concurrent change of the same order is re-read and re-validated, never overwritten.';
