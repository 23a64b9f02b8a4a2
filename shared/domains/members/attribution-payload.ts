import { z } from 'zod';

// Apart from checkout/cart-payload.ts: members and subscriptions name the attributed rep without
// building the cart and order payload schemas.

/** How a shopper reached the rep a cart is attributed to (README "Rep attribution"). */
export const attributionSources = ['share_link', 'rep_site', 'referral'] as const;

/** A rep as carts and orders name them (`buyer_rep`, `volume_rep`, `attribution.rep`): copied when the cart was attributed. */
export const attributedRepSchema = z.object({
  id: z.number().int().describe('Member id of the rep'),
  email: z.string(),
  full_name: z.string(),
  username: z.string().describe('The rep site username (`/{username}`)'),
});

/** The rep attribution of a cart, recorded once, carried unchanged onto its order. */
export const attributionSchema = z
  .object({
    id: z.number().int().describe('Id of this attribution'),
    source: z
      .enum(attributionSources)
      .describe(
        "`share_link`: a rep's share link (`/s/<token>`); `rep_site`: the rep's site (`/{username}/...`); `referral`: a referral parameter (`?ref=<username>`)",
      ),
    rep: attributedRepSchema,
    share_guid: z.string().nullable().describe('The share link token when `source` is `share_link`'),
    recorded_at: z.iso.datetime(),
  })
  .meta({ id: 'Attribution' });
