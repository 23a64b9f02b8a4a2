import { answeredKeysOf } from '../../shared/platform/schema/answered-keys';
import { checkoutCartSchema } from '../../shared/domains/checkout/cart-schema';
import { updateCartBody, updateItemBody } from './schemas';

// The keys a cart answer carries where each cart update's body reaches, for their round trips (a
// cart read and sent back). The bodies are the cart's fields at the top level, so they reach into
// the answer's `cart`: a body wrapped as the answer is (`{"cart": {...}}`) is an unknown key: a precomputed module (lib/bundling/precomputed-modules.ts), so the
// deployed updates carry these keys as data instead of the cart schema they come from.

/** PATCH /carts/{cart_token}. */
export const updateCartAnsweredKeys = answeredKeysOf(checkoutCartSchema, updateCartBody);
/** PATCH /carts/{cart_token}/items/{item_id}. */
export const updateCartItemAnsweredKeys = answeredKeysOf(checkoutCartSchema.shape.items.element, updateItemBody);
