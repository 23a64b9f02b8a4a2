import type { Account, StripeObject } from './state';
import { resourceMissing } from './stripe-error';

/** The stored object of `type` with this id, or Stripe's 404 naming the object as Stripe names it. */
export function find(account: Account, type: string, id: string, param = 'id'): StripeObject {
  const object = account.objects.get(id);
  if (!object || object.object !== type) throw resourceMissing(type.replace(/_/g, ''), id, param);
  return object;
}

/** Stores a new object under its id. */
export function store(account: Account, object: StripeObject): StripeObject {
  account.objects.set(object.id, object);
  return object;
}
