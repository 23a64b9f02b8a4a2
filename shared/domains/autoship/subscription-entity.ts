import { z } from 'zod';
import { addressSchema } from '../checkout/cart-entity';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { attributionSchema } from '../members/attribution-payload';
import { cardStoredMethodSchema, subscriptionPayloadSchema, testStoredMethodSchema } from './subscription-payload';
import { sortableId } from '../../platform/ids';
import { normalizeEmail } from '../../platform/schema/email';

/** Sort-key prefix of subscriptions inside the company partition (oldest first). */
export const SUBSCRIPTION_SK_PREFIX = 'SUBSCRIPTION#';

/** Statuses that are billed (and counted in the plan's `subscribers_count`). */
export const billedStatuses = ['active', 'past_due', 'action_required'] as const;

/**
 * An autoship subscription: what the API shows (subscriptionPayloadSchema()) plus what renewals
 * need to rebuild the order as checkout would: the cart's language, billing address and rep
 * attribution, the shop's time zone and the anchor wall time every billing date is counted from.
 * Every change conditions on `version` and writes the next one.
 */
export const subscriptionEntity = defineEntity({
  name: 'subscription',
  schema: () =>
    subscriptionPayloadSchema.extend({
      /** The card variant keeps the processor's references renewals charge (presentSubscription leaves them out). */
      payment_method: z.discriminatedUnion('type', [
        testStoredMethodSchema,
        cardStoredMethodSchema.extend({ processor_customer_id: z.string(), processor_payment_method_id: z.string() }),
      ]),
      payment_method_expiring: z.boolean().default(false),
      payment_action: subscriptionPayloadSchema.shape.payment_action.default(null),
      /** The hash of the secret in the link mailed for `payment_action` (never the secret). */
      payment_action_secret_hash: z.string().nullable().default(null),
      company_id: z.number().int(),
      origin_cart_id: z.number().int(),
      language_iso: z.string(),
      shipping_address: addressSchema.nullable(),
      billing_address: addressSchema.nullable(),
      attribution: attributionSchema.nullable(),
      /** IANA zone of the shop when subscribed: billing dates are wall times there. */
      time_zone: z.string(),
      /** `YYYY-MM-DDThh:mm:ss` in `time_zone`: the wall time cycle `anchor_cycle` bills at; cycle n bills n - anchor_cycle cadences later. */
      anchor_wall: z.string(),
      /** The cycle `anchor_wall` is for: the first renewal (2), or the cycle a merchant moved the next billing date of (re-anchoring). */
      anchor_cycle: z.number().int(),
      /**
       * Transactional mails sent about the subscription, one key per send, each added by the
       * conditional write that claims it (shared/domains/shop-mail/mail-sends.ts): a replayed event never mails twice.
       */
      mails_sent: z.array(z.string()).default([]),
      /** Cycles skipped (newest last): `undo_skip` restores the last one while it is still ahead. */
      skipped_cycles: z.array(z.number().int()).default([]),
    }),
  keys: {
    primary: { pk: (s) => companyPartition(s.company_id), sk: (s) => `${SUBSCRIPTION_SK_PREFIX}${sortableId(s.id)}` },
    /** `filter[email]`: one buyer's subscriptions. */
    byEmail: {
      index: 'gsi1',
      pk: (s) => `${companyPartition(s.company_id)}#SUBSCRIPTIONS#EMAIL#${normalizeEmail(s.email)}`,
      sk: (s) => sortableId(s.id),
    },
    /** `filter[status]` with `filter[next_billing_at]` as the key range: what bills when. */
    byStatus: {
      index: 'gsi2',
      pk: (s) => `${companyPartition(s.company_id)}#SUBSCRIPTIONS#STATUS#${s.status}`,
      sk: (s) => `${s.next_billing_at ?? '~'}#${sortableId(s.id)}`,
    },
  },
});

export type Subscription = z.infer<typeof subscriptionEntity.schema>;
