import type { PaymentActionState } from '../../use-cases/confirm-renewal-payment';
import { SUBSCRIPTION_PAYMENTS_PATH } from '../../use-cases/steps/await-customer';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A payment action's state as the routes answer it. */
export function presentPaymentAction(state: PaymentActionState) {
  const { subscription } = state;
  const action = subscription.payment_action;
  const method = subscription.payment_method;
  return {
    subscription_id: subscription.id,
    status: state.status,
    amount: action?.amount ?? null,
    currency_code: action?.currency_code ?? null,
    card: method.type === 'card' ? { brand: method.brand, last_four: method.last_four } : null,
    next_action: state.nextAction,
    order_id: state.orderId,
    message: state.message,
  };
}

const WORDS: Record<PaymentActionState['status'], string> = {
  requires_confirmation: 'Your bank asks you to confirm this subscription payment.',
  requires_action: 'Continue to your bank’s check to confirm the payment.',
  paid: 'Thank you: the payment is confirmed and your order is placed.',
  declined: 'The card was declined after the check. The shop will try again.',
  none: 'Nothing is waiting for you here.',
};

/** The hosted page: the state in words and the one next step (confirm, or the bank's check). */
export function paymentActionPage(state: PaymentActionState, reference: string): string {
  const view = presentPaymentAction(state);
  const redirect = (view.next_action?.redirect_to_url as { url?: string } | undefined)?.url;
  const amount =
    view.amount !== null && view.currency_code ? `${(view.amount / 100).toFixed(2)} ${view.currency_code}` : '';
  const card = view.card?.last_four ? `${view.card.brand ?? 'Card'} •••• ${view.card.last_four}` : '';
  const step =
    view.status === 'requires_confirmation'
      ? `<form method="post" action="${escapeHtml(`${SUBSCRIPTION_PAYMENTS_PATH}/${reference}/confirm`)}"><button type="submit">Confirm payment</button></form>`
      : redirect
        ? `<p><a href="${escapeHtml(redirect)}">Continue to your bank’s check</a></p>`
        : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Confirm your subscription payment</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}</style></head>
<body>
<main>
<h1>Subscription payment</h1>
<p>${escapeHtml(WORDS[view.status])}</p>
${amount ? `<p>Amount: ${escapeHtml(amount)}${card ? `, ${escapeHtml(card)}` : ''}</p>` : ''}
${view.message ? `<p role="status">${escapeHtml(view.message)}</p>` : ''}
${step}
</main>
</body>
</html>`;
}
