import type { SubscriptionView } from './subscription-payload';
import type { Subscription } from './subscription-entity';

/** A subscription as the API and the `subscription_*` payloads show it (storage-only fields stay behind). */
export function presentSubscription(subscription: Subscription): SubscriptionView {
  const {
    company_id: _tenant,
    origin_cart_id: _cart,
    language_iso: _language,
    billing_address: _billing,
    attribution: _attribution,
    time_zone: _zone,
    anchor_wall: _anchor,
    anchor_cycle: _anchorCycle,
    mails_sent: _mails,
    skipped_cycles: _skipped,
    ...view
  } = subscription;
  return view;
}
