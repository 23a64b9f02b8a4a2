import { type Params, optionalInteger, optionalString } from './params';
import type { StripeObject } from './state';
import { invalidRequest } from './stripe-error';

/** Stripe's list object, `{ object: 'list', data, has_more, url }`. */
export interface StripeList {
  object: 'list';
  data: StripeObject[];
  has_more: boolean;
  url: string;
}

/** Pages newest-first `items` by `limit` (1-100, default 10), `starting_after` and `ending_before`. */
export function listPage(url: string, items: StripeObject[], params: Params): StripeList {
  const limit = optionalInteger(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('Invalid limit: must be between 1 and 100', 'limit');
  const after = optionalString(params, 'starting_after');
  const before = optionalString(params, 'ending_before');
  let window = items;
  if (after) window = items.slice(cursorIndex(items, after, 'starting_after') + 1);
  else if (before) {
    const end = cursorIndex(items, before, 'ending_before');
    window = items.slice(Math.max(0, end - limit), end);
    return { object: 'list', data: window, has_more: end - limit > 0, url };
  }
  return { object: 'list', data: window.slice(0, limit), has_more: window.length > limit, url };
}

function cursorIndex(items: StripeObject[], id: string, param: string): number {
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) throw invalidRequest(`No such object: '${id}'`, param, 'resource_missing');
  return index;
}
