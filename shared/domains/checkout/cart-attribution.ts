import type { z } from 'zod';
import type { attributionSchema } from '../members/attribution-payload';

/** The rep attribution a cart records (README "Rep attribution"). */
export type CartAttribution = z.infer<typeof attributionSchema>;

/** The rep fields a cart or order shows for its attribution (SPEC "Cart": `buyer_rep`, `volume_rep`, `attribution`). */
export function repAttributionFields(attribution: CartAttribution | null) {
  return { buyer_rep: attribution?.rep ?? null, volume_rep: attribution?.rep ?? null, attribution };
}
