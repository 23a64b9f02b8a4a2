import { defineHandler } from '../../shared/edge/http/define-handler';
import { prefersHtml } from '../../shared/edge/http/prefers-html';
import { rawReply } from '../../shared/edge/http/reply';
import { showPaymentAction } from '../../shared/use-cases/confirm-renewal-payment';
import { paymentActionPage, presentPaymentAction } from '../../shared/edge/http/payment-action-page';
import { showSubscriptionPaymentRoute } from './show-subscription-payment.route';

export const handler = defineHandler(showSubscriptionPaymentRoute, async ({ params, event }) => {
  const state = await showPaymentAction(params.reference);
  if (prefersHtml(event.headers?.accept))
    return rawReply(paymentActionPage(state, params.reference), 'text/html; charset=utf-8', {
      headers: { 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' },
    });
  return { subscription_payment: presentPaymentAction(state) };
});
