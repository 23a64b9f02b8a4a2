import { cartEntity, type Cart } from './cart-entity';
import { writeItem } from '../../platform/db/write-item';

/**
 * Shows the payment in progress on an open cart (`payment_method`: status, `intent`, `session_id`;
 * `requires_3ds`) without bumping its revision: the cart's contents did not change, so a client's
 * `If-Match` stays valid. A cart that completed meanwhile keeps its final payment.
 */
export async function showCartPayment(cart: Cart, payment: Record<string, unknown>): Promise<Cart> {
  try {
    await writeItem(
      cartEntity.update(
        cart,
        { set: { payment } },
        { condition: { expression: '#state = :open', names: { '#state': 'state' }, values: { ':open': 'open' } } },
      ),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    return cart;
  }
  return { ...cart, payment };
}
