import type { StripeObject } from '../state';
import { escapeHtml, page } from './html';

/** The stand-in 3-D Secure challenge: the buyer's bank asks to approve or refuse the payment. */
export function challengePage(intent: StripeObject, framed: boolean): string {
  const what =
    intent.object === 'payment_intent'
      ? `a payment of ${(intent.amount / 100).toFixed(2)} ${String(intent.currency).toUpperCase()}`
      : 'saving this card for later payments';
  return page(
    '3D Secure test challenge',
    `<h1>3D Secure test challenge</h1>
<p class="note">Test mode: the stand-in for the card issuer's authentication page.</p>
<p>Authenticate ${escapeHtml(what)}?</p>
<form method="post">
  <input type="hidden" name="client_secret" value="${escapeHtml(intent.client_secret)}">
  ${framed ? '<input type="hidden" name="framed" value="1">' : ''}
  <button type="submit" name="outcome" value="approve">Complete authentication</button>
  <button type="submit" name="outcome" value="fail" class="secondary">Fail authentication</button>
</form>`,
  );
}

/** What a finished challenge (or one already decided) shows; framed, it reports to the parent page. */
export function resultPage(result: StandInResult, targetOrigin: string | null): string {
  const message = JSON.stringify({ source: 'stripe-emulator-stand-in', type: 'result', ...result }).replace(
    /</g,
    '\\u003c',
  );
  return page(
    'Authentication finished',
    `<h1>Authentication finished</h1><p role="status">Status: ${escapeHtml(result.status)}.</p>`,
    `if (window.parent !== window) window.parent.postMessage(${message}, ${JSON.stringify(targetOrigin ?? '*')});`,
  );
}

/** The outcome the stand-in reports (postMessage, JSON) and redirects with. */
export interface StandInResult {
  object: string;
  id: string;
  status: string;
  redirect_status: 'succeeded' | 'processing' | 'failed';
  redirect_url: string | null;
  error: { code: string | null; decline_code: string | null; message: string } | null;
}
