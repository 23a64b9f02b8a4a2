import type { Agreement } from '../agreements/agreement-entity';
import { listPackAgreements } from '../agreements/agreement-store';
import type { Cart } from './cart-entity';

/**
 * The agreements an enrollment cart's buyer must accept at checkout: the active agreements of its
 * pack (one Query on the pack's agreement index); none without a pack. Checkout's applicable
 * agreements (shared/domains/checkout/cart-agreements.ts) add these, as required, to the shop's own.
 */
export async function enrollmentPackAgreements(
  cart: Pick<Cart, 'company_id' | 'enrollment_pack_id'>,
): Promise<Agreement[]> {
  if (cart.enrollment_pack_id === null) return [];
  return (await listPackAgreements(cart.company_id, cart.enrollment_pack_id)).filter((agreement) => agreement.active);
}
