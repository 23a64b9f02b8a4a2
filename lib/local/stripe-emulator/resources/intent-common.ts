import type { EmulatorContext } from '../context';
import { find } from '../lookup';
import { optionalString } from '../params';
import type { Account, StripeObject } from '../state';
import { invalidRequest, unexpectedState } from '../stripe-error';
import { resolvePaymentMethod } from './payment-methods';

/** The path of the stand-in 3-D Secure challenge page; the intent id follows. */
export const CHALLENGE_PATH = '/stand-in/3ds/';

/**
 * With a publishable key (Stripe.js, the stand-in form) the intent must be proven by its client
 * secret, as Stripe requires; a secret key needs none.
 */
export function checkClientSecret(context: EmulatorContext, intent: StripeObject): void {
  if (context.keyKind !== 'publishable') return;
  const secret = optionalString(context.params, 'client_secret');
  if (secret !== intent.client_secret)
    throw invalidRequest(
      `The client_secret provided does not match the client_secret associated with the ${intent.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent'}.`,
      'client_secret',
    );
}

/** The PaymentMethod a confirmation uses: the one passed, else the intent's; it must belong to the intent's customer. */
export function confirmingPaymentMethod(context: EmulatorContext, intent: StripeObject): StripeObject {
  const id = optionalString(context.params, 'payment_method');
  const kind = intent.object as 'payment_intent' | 'setup_intent';
  if (!id && !intent.payment_method)
    throw unexpectedState(
      kind,
      `You cannot confirm this ${kind === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent'} because it's missing a payment method. Update it with a payment_method, or pass one to confirm.`,
      intent,
    );
  const paymentMethod = id
    ? resolvePaymentMethod(context, id)
    : find(context.account, 'payment_method', intent.payment_method, 'payment_method');
  if (paymentMethod.customer && paymentMethod.customer !== intent.customer)
    throw invalidRequest(
      intent.customer
        ? `The provided PaymentMethod is attached to customer ${paymentMethod.customer}, not to ${intent.customer}.`
        : 'The provided PaymentMethod is attached to a Customer: pass that customer on the intent to use it.',
      'payment_method',
    );
  return paymentMethod;
}

/**
 * Whether using this card now needs 3-D Secure: always for a card that demands it on every
 * transaction and for any setup of a card that supports it; for a card that demands it only on
 * setup, until it is set up for off-session use.
 */
export function authenticationNeeded(account: Account, paymentMethod: StripeObject, use: 'payment' | 'setup'): boolean {
  const internal = account.paymentMethods.get(paymentMethod.id)!;
  const behaviour = internal.behaviour;
  if (behaviour.kind !== 'authenticate') return false;
  return use === 'setup' || behaviour.always || !internal.setUpForOffSession;
}

/** The `next_action` of an intent awaiting 3-D Secure: the stand-in challenge page, on the emulator's origin. */
export function challengeAction(context: EmulatorContext, intent: StripeObject, returnUrl: string | null) {
  const url = new URL(`${CHALLENGE_PATH}${intent.id}`, context.publicUrl);
  url.searchParams.set('client_secret', intent.client_secret);
  return { type: 'redirect_to_url', redirect_to_url: { return_url: returnUrl, url: url.toString() } };
}
