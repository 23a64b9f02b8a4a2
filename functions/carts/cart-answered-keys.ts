import { answeredKeysOf } from '../../shared/platform/schema/answered-keys';
import { cartResponse, updateCartBody, updateItemBody } from './schemas';

// The keys a cart answer carries where each cart update's body reaches, for their round trips (a
// cart read and sent back): a precomputed module (lib/bundling/precomputed-modules.ts), so the
// deployed updates carry these keys as data instead of the cart schema they come from.

/** PATCH /carts/{cart_token}. */
export const updateCartAnsweredKeys = answeredKeysOf(cartResponse, updateCartBody);
/** PATCH /carts/{cart_token}/items/{item_id}. */
export const updateCartItemAnsweredKeys = answeredKeysOf(cartResponse, updateItemBody);
