import { createHash, randomBytes } from 'node:crypto';
import type { Subscription } from '../../domains/autoship/subscription-entity';
import type { ProcessorPayment } from '../../domains/payments/adapters/payment-adapter';
import { sendShopMail } from '../../domains/shop-mail/send-shop-mail';
import { subscriptionMailVariables } from '../../domains/shop-mail/mail-variables';
import { presentSubscription } from '../../domains/autoship/present-subscription';
import { config } from '../../platform/config';
import { logger } from '../../platform/logger';

/** Path of the hosted page where a customer confirms a renewal payment on-session. */
export const SUBSCRIPTION_PAYMENTS_PATH = '/api/checkout/v2026-04/subscription_payments';

/** The hash kept of a payment-action secret: the link's secret itself is only mailed. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The reference in a payment-action link: company, subscription and the secret (48 hex digits). */
export function actionReference(subscription: Pick<Subscription, 'company_id' | 'id'>, secret: string): string {
  return `${subscription.company_id}-${subscription.id}-${secret}`;
}

/** The hosted page's URL for a reference. */
export function actionUrl(reference: string): string {
  return `${config().publicBaseUrl}${SUBSCRIPTION_PAYMENTS_PATH}/${reference}`;
}

/**
 * The subscription waiting for its customer (pure but for the secret): `action_required`, no
 * schedule (nothing is retried blindly: an off-session retry would meet the same demand), the
 * processor's payment to confirm, and the hash of a new link secret.
 */
export function awaitCustomer(
  subscription: Subscription,
  cycle: number,
  payment: ProcessorPayment,
  message: string,
  now: Date,
): { next: Subscription; secret: string } {
  const secret = randomBytes(24).toString('hex');
  const at = now.toISOString();
  return {
    secret,
    next: {
      ...subscription,
      status: 'action_required',
      status_message: message,
      next_billing_at: null,
      payment_action: {
        cycle,
        amount: payment.amount,
        currency_code: payment.currency,
        processor_payment_id: payment.id,
        requested_at: at,
      },
      payment_action_secret_hash: secretHash(secret),
      version: subscription.version + 1,
      updated_at: at,
    },
  };
}

/**
 * Mails the customer the link to confirm the payment (template
 * `subscription_payment_action_required`), once per processor payment. Sent here rather than
 * from the outbox because the link's secret exists only in this call. A mail that cannot go out
 * is logged (the stream would not carry the secret to a retry): the merchant sees
 * `action_required` in `subscription_payment_failed` and can reach the customer.
 */
export async function mailPaymentAction(subscription: Subscription, secret: string): Promise<void> {
  const link = actionUrl(actionReference(subscription, secret));
  const view = presentSubscription(subscription);
  await sendShopMail({
    key: 'subscription_payment_action_required',
    target: { kind: 'subscription', companyId: subscription.company_id, id: subscription.id },
    sendKey: `subscription_payment_action_required:${subscription.payment_action?.processor_payment_id}`,
    to: subscription.email,
    variables: (shop) => ({
      ...subscriptionMailVariables({ ...view, language_iso: subscription.language_iso }, shop, null),
      action_url: link,
    }),
  }).catch((error: Error) =>
    logger.warn('payment action mail not sent', {
      company_id: subscription.company_id,
      subscription_id: subscription.id,
      error,
    }),
  );
}
