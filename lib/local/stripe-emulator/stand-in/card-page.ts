import { page } from './html';

/**
 * The stand-in for Stripe.js's Payment Element: a card form on the emulator's origin (so the card
 * number never reaches the platform) that creates a PaymentMethod with the publishable key and
 * confirms the PaymentIntent or SetupIntent its client secret names. Query: `key` (pk_test_...),
 * `client_secret`, optional `return_url`. Framed, it reports the outcome to its parent with
 * postMessage; on its own it goes to `return_url` as Stripe's redirect does.
 */
export function cardPage(): string {
  return page(
    'Card details (test mode)',
    `<h1 id="title">Card details</h1>
<p class="note">Test mode: use a test card such as 4242 4242 4242 4242, any future expiry and any CVC.</p>
<form id="card-form" novalidate aria-labelledby="title">
  <label for="number">Card number</label>
  <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required aria-describedby="error">
  <div class="row">
    <div><label for="expiry">Expiry (MM / YY)</label>
    <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" required></div>
    <div><label for="cvc">CVC</label>
    <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div>
  </div>
  <label for="name">Name on card</label>
  <input id="name" name="name" autocomplete="cc-name">
  <button id="submit" type="submit">Pay</button>
  <div id="error" role="alert"></div>
  <div id="status" role="status"></div>
</form>`,
    CARD_SCRIPT,
  );
}

const CARD_SCRIPT = `
const query = new URLSearchParams(location.search);
const key = query.get('key') || '';
const secret = query.get('client_secret') || '';
const returnUrl = query.get('return_url');
const framed = window.parent !== window;
const intentId = secret.split('_secret_')[0];
const setup = intentId.startsWith('seti_');
const resource = setup ? 'setup_intents' : 'payment_intents';
const form = document.getElementById('card-form');
const button = document.getElementById('submit');
const errorBox = document.getElementById('error');
const statusBox = document.getElementById('status');
button.textContent = setup ? 'Save card' : 'Pay';

async function api(method, path, params) {
  const response = await fetch(path + (method === 'GET' ? '?' + new URLSearchParams(params) : ''), {
    method,
    headers: { authorization: 'Bearer ' + key, 'content-type': 'application/x-www-form-urlencoded' },
    body: method === 'GET' ? undefined : new URLSearchParams(params),
  });
  return { ok: response.ok, body: await response.json() };
}

function report(message) {
  if (framed) window.parent.postMessage(Object.assign({ source: 'stripe-emulator-stand-in' }, message), returnUrl ? new URL(returnUrl).origin : '*');
}

function showError(error) {
  errorBox.textContent = error.message || 'The card could not be used.';
  button.disabled = false;
  report({ type: 'error', error: { code: error.code || null, decline_code: error.decline_code || null, message: error.message } });
}

async function load() {
  if (!key || !intentId) return showError({ message: 'This form needs a key and a client_secret.' });
  if (setup) return;
  const intent = await api('GET', '/v1/payment_intents/' + intentId, { client_secret: secret });
  if (intent.ok) button.textContent = 'Pay ' + (intent.body.amount / 100).toFixed(2) + ' ' + intent.body.currency.toUpperCase();
}

form.addEventListener('submit', async (submitted) => {
  submitted.preventDefault();
  errorBox.textContent = '';
  button.disabled = true;
  statusBox.textContent = 'Processing...';
  const [month, year] = document.getElementById('expiry').value.split('/').map((part) => part.trim());
  const method = await api('POST', '/v1/payment_methods', {
    type: 'card',
    'card[number]': document.getElementById('number').value,
    'card[exp_month]': month || '',
    'card[exp_year]': year || '',
    'card[cvc]': document.getElementById('cvc').value,
    'billing_details[name]': document.getElementById('name').value,
  });
  statusBox.textContent = '';
  if (!method.ok) return showError(method.body.error);
  const params = { payment_method: method.body.id, client_secret: secret };
  if (returnUrl) params.return_url = returnUrl;
  const confirmed = await api('POST', '/v1/' + resource + '/' + intentId + '/confirm', params);
  if (!confirmed.ok) return showError(confirmed.body.error);
  const intent = confirmed.body;
  if (intent.status === 'requires_action') {
    const challenge = new URL(intent.next_action.redirect_to_url.url);
    if (framed) challenge.searchParams.set('framed', '1');
    location.href = challenge.toString();
    return;
  }
  statusBox.textContent = setup ? 'Card saved.' : 'Payment complete.';
  const redirectStatus = ['succeeded', 'requires_capture'].includes(intent.status) ? 'succeeded' : intent.status === 'processing' ? 'processing' : 'failed';
  let redirectUrl = null;
  if (returnUrl) {
    const target = new URL(returnUrl);
    const prefix = setup ? 'setup_intent' : 'payment_intent';
    target.searchParams.set(prefix, intent.id);
    target.searchParams.set(prefix + '_client_secret', secret);
    target.searchParams.set('redirect_status', redirectStatus);
    redirectUrl = target.toString();
  }
  if (framed) report({ type: 'result', object: intent.object, id: intent.id, status: intent.status, redirect_status: redirectStatus, redirect_url: redirectUrl });
  else if (redirectUrl) location.href = redirectUrl;
});
load();
`;
