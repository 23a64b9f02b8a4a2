// What the callbacks route modules share.

export const auth = { kind: 'bearer', permission: 'callbacks.manage' } as const;

/** Registrations belong to their owner: an installation token (`callbacks` scope) reaches only its installation's (checked per registration, like a partner's). */
export const ownership = { kind: 'installation' } as const;

export const OWNERS =
  'A registration belongs to who created it: the company (company token, admin session), a partner (a partner token: `owner_name` is the token name; `owner_expires_at` its expiry, after which the registration is inactive) or a droplet installation (an installation token with the `callbacks` scope: `owner_name` is the droplet, `droplet_installation_id` the installation). ' +
  "Partners and installations see and manage only their own (another owner's answers 404); the company sees every registration of the company with its owner.";
