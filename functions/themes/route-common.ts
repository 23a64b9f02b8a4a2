// What the themes route modules share.

export const view = { kind: 'bearer', permission: 'storefront.view' } as const;

export const update = { kind: 'bearer', permission: 'storefront.update' } as const;

export const base = '/api/v202604/company/themes';
