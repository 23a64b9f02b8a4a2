import { defineHandler } from '../../shared/edge/http/define-handler';
import { prefersHtml } from '../../shared/edge/http/prefers-html';
import { rawReply } from '../../shared/edge/http/reply';
import { confirmPaymentAction } from '../../shared/use-cases/confirm-renewal-payment';
import { confirmSubscriptionPaymentRoute } from './confirm-subscription-payment.route';
import { paymentActionPage, presentPaymentAction } from '../../shared/edge/http/payment-action-page';

export const handler = defineHandler(confirmSubscriptionPaymentRoute, async ({ params, event }) => {
  const state = await confirmPaymentAction(params.reference);
  if (prefersHtml(event.headers?.accept))
    return rawReply(paymentActionPage(state, params.reference), 'text/html; charset=utf-8', {
      headers: { 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' },
    });
  return { subscription_payment: presentPaymentAction(state) };
});
