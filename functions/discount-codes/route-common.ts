// What the discount-codes route modules share.

export const read = { kind: 'bearer', permission: 'storefront.view' } as const;

export const write = { kind: 'bearer', permission: 'storefront.update' } as const;
