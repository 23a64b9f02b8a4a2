// What the agreements route modules share.

export const view = { kind: 'bearer', permission: 'agreements.view' } as const;

export const manage = { kind: 'bearer', permission: 'agreements.manage' } as const;
