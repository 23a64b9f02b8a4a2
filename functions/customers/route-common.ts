// What the customers route modules share.

export const view = { kind: 'bearer', permission: 'customers.view' } as const;
