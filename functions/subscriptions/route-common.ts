import { subscriptionParams, subscriptionResponse } from './schemas';

// What the subscriptions route modules share.

export const view = { kind: 'bearer', permission: 'subscriptions.view' } as const;

export const manage = { kind: 'bearer', permission: 'subscriptions.manage' } as const;

export const base = '/api/v202604/subscriptions';

export const schedule =
  'Every change moves or removes the subscription’s one renewal schedule (docs/commerce.md "Autoship subscriptions") and emits its event in the same transaction as the change.';

/** What the pause, resume and skip routes share: a POST on the subscription that answers it. */
export const action = (id: string, path: string, handler: string) =>
  ({
    id,
    method: 'POST',
    path: `${base}/{id}/${path}`,
    handler: `subscriptions/${handler}`,
    surface: 'storefront',
    auth: manage,
    uses: ['renewal-schedules'],
    request: { params: subscriptionParams },
    errors: ['conflict'],
    response: { status: 200, body: subscriptionResponse },
  }) as const;
