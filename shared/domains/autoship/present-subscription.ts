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
    payment_action_secret_hash: _secret,
    payment_method,
    ...view
  } = subscription;
  return { ...view, payment_method: storedMethodView(payment_method) };
}

/** The stored method as shown: a card without the processor's references. */
function storedMethodView(method: Subscription['payment_method']): SubscriptionView['payment_method'] {
  if (method.type === 'test') return method;
  const { processor_customer_id: _customer, processor_payment_method_id: _method, ...shown } = method;
  return shown;
}
