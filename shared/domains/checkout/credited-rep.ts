import type { z } from 'zod';
import type { Cart } from './cart-entity';
import type { attributedRepSchema } from '../members/attribution-payload';
import { findMemberByEmail } from '../members/member-store';

/** A rep as orders name them. */
export type CreditedRep = z.infer<typeof attributedRepSchema>;

/**
 * The rep an order's volume is credited to (README "Volume"): the rep the cart is attributed to;
 * else, when the buyer's email belongs to a member of the company, that member's sponsor; else
 * nobody. Costs nothing for an attributed cart and two GetItems otherwise.
 */
export async function creditedRep(
  cart: Pick<Cart, 'company_id' | 'email' | 'attribution'>,
): Promise<CreditedRep | null> {
  if (cart.attribution) return cart.attribution.rep;
  if (!cart.email) return null;
  const buyer = await findMemberByEmail(cart.company_id, cart.email);
  return buyer?.sponsor ?? null;
}
