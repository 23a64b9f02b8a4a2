import { z } from 'zod';
import { storableIdParam } from '../../shared/platform/schema/storable';
import { subscriptionResponse } from '../subscriptions/schemas';

// What the signed-in customer's subscription route modules share.

/** Path of the signed-in customer's subscriptions on the checkout surface. */
export const MY_SUBSCRIPTIONS = '/api/checkout/v2026-04/subscriptions';

export const customerSession = { kind: 'customer' } as const;

export const mySubscriptionParams = z.object({ token: storableIdParam.describe('The subscription’s id') });

/** What the customer's subscription actions share: a POST on their subscription that answers it. */
export const myAction = (id: string, path: string, handler: string) =>
  ({
    id,
    method: 'POST',
    path: `${MY_SUBSCRIPTIONS}/{token}/${path}`,
    handler: `customer-subscriptions/${handler}`,
    surface: 'checkout',
    auth: customerSession,
    uses: ['renewal-schedules'],
    request: { params: mySubscriptionParams },
    errors: ['conflict'],
    response: { status: 200, body: subscriptionResponse },
  }) as const;
