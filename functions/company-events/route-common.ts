// What the company-events route modules share.

export const view = { kind: 'bearer', permission: 'events.view' } as const;

export const manage = { kind: 'bearer', permission: 'events.manage' } as const;
