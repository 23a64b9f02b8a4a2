// What the webhooks route modules share.

export const auth = { kind: 'bearer', permission: 'webhooks.manage' } as const;

/** Next to every mention of the delivery headers: the raw token headers are SPEC's, not a way to authenticate. */
export const RAW_TOKEN_WARNING =
  'Warning: with an `auth_token`, every delivery also carries it in the `X-Service-Token` and `AUTH_TOKEN` headers, as SPEC requires: the raw secret, readable by ' +
  'any proxy, load balancer or log on the way. Receivers must verify `X-Service-Signature` (HMAC-SHA256 of `<X-Service-Timestamp>.<raw body>`, with a 5-minute timestamp window) ' +
  'and never authenticate by comparing the token: a token seen once can be replayed on any forged body, a signature covers this body at this time only.';

/** Subscriptions belong to the company or to the installation that created them. */
export const ownedCollection = { kind: 'installation' } as const;

export const ownedWebhook = { kind: 'installation', resource: 'webhook' } as const;
