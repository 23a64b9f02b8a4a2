import type { Address } from '../domains/checkout/cart-entity';
import { formatWallTime, wallTimeAt } from '../platform/zoned-time';
import type { testPaymentTokens } from '../domains/autoship/subscription-payload';
import { Conflict, ValidationFailed } from '../platform/errors/domain-error';
import type { BilledRenewal } from '../domains/autoship/renewal-result';
import { findVariants, variantKey } from '../domains/storefront/catalog/find-variants';
import { changeSubscription, conflict } from '../domains/autoship/apply-subscription-change';
import type { Subscription } from '../domains/autoship/subscription-entity';
import { chargeNow } from './charge-now';

/** What PATCH changes (only the fields given). */
export interface SubscriptionChanges {
  next_billing_at?: string;
  lines?: { variant_id: number; product_id?: number; quantity: number }[];
  shipping_address?: Address;
  shipping_method_id?: string;
  payment_method?: { type: 'test'; token: (typeof testPaymentTokens)[number] };
}

/**
 * Applies a merchant's changes. A new next billing date (in the future) re-anchors the
 * subscription there: later cycles follow it. New lines keep each line's plan and must be
 * variants sold in the subscription's country that can be subscribed on that plan (another variant
 * of the same product, or a product on the same plan). A new payment method on a past-due
 * subscription retries the failed cycle at once (answered as `renewal`). `guard` sees the state
 * read and the one about to be written (a customer's cut-off) inside the conditioned write.
 */
export async function updateSubscription(
  companyId: number,
  id: number,
  changes: SubscriptionChanges,
  now = new Date(),
  guard?: (current: Subscription, next: Subscription) => void,
): Promise<{ subscription: Subscription; renewal: BilledRenewal | null }> {
  const updated = await changeSubscription(
    companyId,
    id,
    now,
    async (current) => {
      if (current.status === 'cancelled' || current.status === 'expired') throw conflict(current, 'changed');
      const next: Subscription = { ...current };
      if (changes.next_billing_at !== undefined) {
        const at = new Date(changes.next_billing_at);
        if (at.getTime() <= now.getTime())
          throw new ValidationFailed({ 'subscription.next_billing_at': ['must be in the future'] });
        if (current.status !== 'active')
          throw new Conflict(
            `The next billing date of a ${current.status} subscription cannot be set; resume it (or update its payment method) first`,
          );
        Object.assign(next, {
          anchor_wall: formatWallTime(wallTimeAt(Math.ceil(at.getTime() / 1000) * 1000, current.time_zone)),
          anchor_cycle: current.next_cycle,
          next_billing_at: new Date(Math.ceil(at.getTime() / 1000) * 1000).toISOString(),
        });
      }
      if (changes.lines !== undefined) next.lines = await swappedLines(current, changes.lines);
      if (changes.shipping_address !== undefined) {
        if (changes.shipping_address.country_code !== current.country_code)
          throw new ValidationFailed({
            'subscription.shipping_address.country_code': [
              `must be ${current.country_code}, the country the subscription is priced in`,
            ],
          });
        next.shipping_address = changes.shipping_address;
      }
      if (changes.shipping_method_id !== undefined) next.shipping_method_id = changes.shipping_method_id;
      if (changes.payment_method !== undefined) next.payment_method = changes.payment_method;
      guard?.(current, next);
      return { next, events: ['updated'] };
    },
    (subscription) => changedFields(changes).map((field) => subscription[field]),
  );
  const retry = changes.payment_method !== undefined && updated.status === 'past_due';
  return { subscription: updated, renewal: retry ? await chargeNow(companyId, id, now) : null };
}

/** The stored fields a PATCH sets (a new next billing date sets `next_billing_at`). */
function changedFields(changes: SubscriptionChanges): (keyof Subscription)[] {
  return (['next_billing_at', 'lines', 'shipping_address', 'shipping_method_id', 'payment_method'] as const).filter(
    (field) => changes[field] !== undefined,
  );
}

/** The subscription's new lines, each checked against the catalog in its country and the plan of the line it replaces. */
async function swappedLines(
  current: Subscription,
  lines: NonNullable<SubscriptionChanges['lines']>,
): Promise<Subscription['lines']> {
  if (lines.length !== current.lines.length)
    throw new ValidationFailed({
      'subscription.lines': [`must list one entry per subscribed line (${current.lines.length}), in order`],
    });
  const refs = lines.map((line, index) => ({
    product_id: line.product_id ?? current.lines[index]!.product_id,
    variant_id: line.variant_id,
  }));
  const catalog = await findVariants(current.company_id, refs, current.country_code);
  return lines.map((line, index) => {
    const previous = current.lines[index]!;
    const variant = catalog.get(variantKey(refs[index]!));
    const field = `subscription.lines.${index}`;
    if (!variant)
      throw new ValidationFailed({ [field]: [`variant ${line.variant_id} is not sold in ${current.country_code}`] });
    if (!variant.allow_subscription || !variant.subscription_plan_ids.includes(previous.subscription_plan_id)) {
      throw new ValidationFailed({
        [field]: [
          `${variant.product_title} (${variant.variant_title}) cannot be subscribed on this subscription's plan`,
        ],
      });
    }
    return {
      product_id: variant.product_id,
      variant_id: variant.variant_id,
      quantity: line.quantity,
      subscription_plan_id: previous.subscription_plan_id,
      title: `${variant.product_title} (${variant.variant_title})`,
    };
  });
}
