// What the webhook-deliveries route modules share.

export const auth = { kind: 'bearer', permission: 'webhooks.manage' } as const;

/** A delivery belongs to whoever owns its subscription: an installation token reaches only its own. */
export const ownership = { kind: 'installation', resource: 'webhook' } as const;

export const OWNED = "An installation token (`dit_`) reaches only its installation's subscriptions (others 404).";
