import { orderViewExample } from '../orders/order-payload';
import type { OrderView } from '../orders/order-state';
import { subscriptionExample } from '../autoship/subscription-payload';
import type { SubscriptionView } from '../autoship/subscription-payload';
import { mailTemplate, type MailTemplateKey } from './mail-templates';
import { orderMailVariables, subscriptionMailVariables, type ShopVariables } from './mail-variables';

const SAMPLE_TERMS =
  'Sample Shop will charge $16.00 plus tax and shipping every month, automatically, until you cancel. The first automatic charge is on 2026-05-01. Cancel at any time before a charge by writing to Sample Shop at shop@example.com; a cancellation stops every later charge.';

const sampleRefund: OrderView['refunds'][number] = {
  id: 4_503_599_627_370_990,
  amount: 1999,
  lines: [],
  shipping_amount: 0,
  note: 'Damaged in transit',
  gateway: 'test',
  created_at: '2026-04-03T10:00:00.000Z',
};

/** An order as the sample mails show it: the catalog's example order, with a refund and the consent to renewal terms. */
const sampleOrder = (): OrderView => ({
  ...(orderViewExample as OrderView),
  recurring_consent: {
    accepted_at: '2026-04-01T09:38:00.000Z',
    terms_version: '0123456789abcdef',
    terms: SAMPLE_TERMS,
  },
});

/** The variables a template renders with in the preview and the save-time check: sample data of its kind, the company's own shop. */
export function sampleMailVariables(key: MailTemplateKey, shop: ShopVariables): Record<string, unknown> {
  if (mailTemplate(key).subject === 'order') {
    const order = sampleOrder();
    const refund = key === 'order_confirmation' ? null : sampleRefund;
    return orderMailVariables({ ...order, refunds: refund ? [refund] : [] }, shop, refund);
  }
  const subscription = subscriptionExample as SubscriptionView;
  const failed: SubscriptionView =
    key === 'subscription_payment_failed'
      ? {
          ...subscription,
          status: 'past_due',
          status_message: 'The card was declined',
          dunning: {
            failed_attempts: 1,
            last_failure: 'The card was declined',
            next_retry_at: '2026-05-04T09:40:00.000Z',
          },
        }
      : subscription;
  if (key === 'subscription_payment_action_required')
    return {
      ...subscriptionMailVariables(
        {
          ...subscription,
          status: 'action_required',
          payment_action: {
            cycle: 2,
            amount: 1850,
            currency_code: subscription.currency_code,
            processor_payment_id: 'pi_3PmSample0000000000000000',
            requested_at: '2026-05-01T09:40:00.000Z',
          },
        },
        shop,
        SAMPLE_TERMS,
      ),
      action_url: `${shop.url}/api/checkout/v2026-04/subscription_payments/sample`,
    };
  return subscriptionMailVariables(failed, shop, SAMPLE_TERMS);
}
