import type { IncomingMessage, ServerResponse } from 'node:http';
import { completePaymentChallenge } from '../resources/payment-intents';
import { CHALLENGE_PATH } from '../resources/intent-common';
import { completeSetupChallenge } from '../resources/setup-intents';
import type { StripeEmulatorServer } from '../server';
import type { Account, StripeObject } from '../state';
import { cardPage } from './card-page';
import { challengePage, resultPage, type StandInResult } from './challenge-page';
import { EMBED_SCRIPT } from './embed-script';

/**
 * The stand-in for Stripe.js on the emulator's origin: `GET /stand-in/stand-in.js` (embed script),
 * `GET /stand-in/card` (card form), `GET|POST /stand-in/3ds/<intent id>` (3-D Secure challenge;
 * the POST takes `client_secret` and `outcome=approve|fail`, answers JSON when asked with
 * `Accept: application/json`, else redirects to the intent's return URL or shows the outcome).
 */
export async function serveStandIn(
  emulator: StripeEmulatorServer,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const path = url.pathname;
  if (request.method === 'GET' && path === '/stand-in/stand-in.js')
    return send(response, 200, 'text/javascript; charset=utf-8', EMBED_SCRIPT);
  if (request.method === 'GET' && path === '/stand-in/card')
    return send(response, 200, 'text/html; charset=utf-8', cardPage());
  if (!path.startsWith(CHALLENGE_PATH)) return send(response, 404, 'text/plain', 'Not found');

  const form = request.method === 'POST' ? new URLSearchParams(await readText(request)) : url.searchParams;
  const found = findIntent(
    emulator,
    decodeURIComponent(path.slice(CHALLENGE_PATH.length)),
    form.get('client_secret') ?? '',
  );
  if (!found) return send(response, 404, 'text/plain', 'No such intent, or the client secret does not match.');
  const { account, intent } = found;
  const framed = form.get('framed') === '1';
  if (request.method === 'GET') {
    if (intent.status === 'requires_action')
      return send(response, 200, 'text/html; charset=utf-8', challengePage(intent, framed));
    return send(response, 200, 'text/html; charset=utf-8', resultPage(resultOf(account, intent), null));
  }
  if (request.method !== 'POST') return send(response, 405, 'text/plain', 'Method not allowed');
  const outcome = form.get('outcome');
  if (outcome !== 'approve' && outcome !== 'fail')
    return send(response, 400, 'text/plain', 'outcome must be approve or fail');
  if (intent.status === 'requires_action') {
    const context = emulator.contextFor(account, {});
    if (intent.object === 'payment_intent') completePaymentChallenge(context, intent, outcome === 'approve');
    else completeSetupChallenge(context, intent, outcome === 'approve');
  }
  const result = resultOf(account, intent);
  if (String(request.headers.accept ?? '').includes('application/json'))
    return send(response, 200, 'application/json', JSON.stringify({ ...result, [intent.object]: intent }, null, 2));
  if (result.redirect_url && !framed) {
    response.writeHead(303, { location: result.redirect_url }).end();
    return;
  }
  const returnUrl = account.intents.get(intent.id)?.returnUrl;
  send(response, 200, 'text/html; charset=utf-8', resultPage(result, returnUrl ? new URL(returnUrl).origin : null));
}

function findIntent(
  emulator: StripeEmulatorServer,
  id: string,
  secret: string,
): { account: Account; intent: StripeObject } | null {
  for (const account of emulator.state.allAccounts()) {
    const intent = account.objects.get(id);
    if (intent && (intent.object === 'payment_intent' || intent.object === 'setup_intent'))
      return intent.client_secret === secret ? { account, intent } : null;
  }
  return null;
}

function resultOf(account: Account, intent: StripeObject): StandInResult {
  const redirectStatus = ['succeeded', 'requires_capture'].includes(intent.status)
    ? 'succeeded'
    : intent.status === 'processing'
      ? 'processing'
      : 'failed';
  const returnUrl = account.intents.get(intent.id)?.returnUrl;
  let redirectUrl: string | null = null;
  if (returnUrl) {
    const target = new URL(returnUrl);
    target.searchParams.set(intent.object, intent.id);
    target.searchParams.set(`${intent.object}_client_secret`, intent.client_secret);
    target.searchParams.set('redirect_status', redirectStatus);
    redirectUrl = target.toString();
  }
  const error = intent.last_payment_error ?? intent.last_setup_error;
  return {
    object: intent.object,
    id: intent.id,
    status: intent.status,
    redirect_status: redirectStatus,
    redirect_url: redirectUrl,
    error:
      error && redirectStatus === 'failed'
        ? { code: error.code ?? null, decline_code: error.decline_code ?? null, message: error.message }
        : null,
  };
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) break;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
