import type { EmulatorContext, EmulatorRoute } from '../context';
import { newClientSecret, newId, unixNow } from '../ids';
import { listPage } from '../lists';
import { find, store } from '../lookup';
import {
  allowOnly,
  mergedMetadata,
  optionalBoolean,
  optionalEnum,
  optionalInteger,
  optionalString,
  requiredCurrency,
  requiredInteger,
  stringArray,
  type Params,
} from '../params';
import { objectsOfType, type StripeObject } from '../state';
import { invalidRequest, StripeError, unexpectedState } from '../stripe-error';
import type { Decline } from '../test-cards';
import { recordCharge, settleCharge } from './charges';
import { openDispute } from './disputes';
import { resolvePaymentMethod } from './payment-methods';
import { authenticationNeeded, challengeAction, checkClientSecret, confirmingPaymentMethod } from './intent-common';

const CAPTURE_METHODS = ['automatic', 'automatic_async', 'manual'] as const;
const FUTURE_USAGES = ['on_session', 'off_session'] as const;
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'] as const;
const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
/** The parameters of `confirm`, which creation with `confirm=true` also takes. */
const CONFIRM_PARAMS = [
  'payment_method',
  'return_url',
  'off_session',
  'setup_future_usage',
  'receipt_email',
  'capture_method',
  'error_on_requires_action',
  'use_stripe_sdk',
  'mandate_data',
  'payment_method_types',
  'payment_method_options',
];
const UPDATE_PARAMS = [
  'amount',
  'currency',
  'customer',
  'description',
  'metadata',
  'payment_method',
  'receipt_email',
  'setup_future_usage',
  'capture_method',
  'payment_method_types',
  'statement_descriptor',
  'statement_descriptor_suffix',
  'shipping',
  'transfer_group',
];
const AUTHENTICATION_FAILURE = {
  type: 'invalid_request_error',
  code: 'payment_intent_authentication_failure',
  message:
    'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
};

/**
 * PaymentIntents: create (optionally confirming), retrieve, update, confirm, capture (partial
 * with `amount_to_capture`), cancel and list, through Stripe's status machine:
 * requires_payment_method → requires_confirmation → requires_action (3-D Secure) →
 * requires_capture (manual capture) → succeeded, or canceled.
 */
export const paymentIntentRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: '/v1/payment_intents',
    handle(context) {
      const { account, params } = context;
      allowOnly(params, [
        ...new Set([
          ...UPDATE_PARAMS,
          ...CONFIRM_PARAMS,
          'confirm',
          'confirmation_method',
          'automatic_payment_methods',
        ]),
      ]);
      const confirm = optionalBoolean(params, 'confirm') ?? false;
      for (const onlyWithConfirm of ['return_url', 'off_session', 'error_on_requires_action'])
        if (!confirm && params[onlyWithConfirm] !== undefined)
          throw invalidRequest(`You can only pass \`${onlyWithConfirm}\` when \`confirm\` is true.`, onlyWithConfirm);
      const amount = positiveAmount(requiredInteger(params, 'amount'));
      const customer = optionalString(params, 'customer');
      if (customer) find(account, 'customer', customer, 'customer');
      const automatic = params.automatic_payment_methods as Params | undefined;
      const intent = store(account, {
        id: newId('pi'),
        object: 'payment_intent',
        amount,
        amount_capturable: 0,
        amount_details: { tip: {} },
        amount_received: 0,
        application: null,
        application_fee_amount: null,
        automatic_payment_methods: automatic
          ? { allow_redirects: 'always', enabled: automatic.enabled === 'true' }
          : null,
        canceled_at: null,
        cancellation_reason: null,
        capture_method: optionalEnum(params, 'capture_method', CAPTURE_METHODS) ?? 'automatic_async',
        client_secret: '',
        confirmation_method:
          optionalEnum(params, 'confirmation_method', ['automatic', 'manual'] as const) ?? 'automatic',
        created: unixNow(),
        currency: requiredCurrency(params),
        customer: customer ?? null,
        description: optionalString(params, 'description') ?? null,
        excluded_payment_method_types: null,
        last_payment_error: null,
        latest_charge: null,
        livemode: false,
        metadata: mergedMetadata({}, params),
        next_action: null,
        on_behalf_of: null,
        payment_method: null,
        payment_method_configuration_details: null,
        payment_method_options: {
          card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
        },
        payment_method_types: stringArray(params, 'payment_method_types') ?? ['card'],
        processing: null,
        receipt_email: optionalString(params, 'receipt_email') ?? null,
        review: null,
        setup_future_usage: optionalEnum(params, 'setup_future_usage', FUTURE_USAGES) ?? null,
        shipping: null,
        statement_descriptor: optionalString(params, 'statement_descriptor') ?? null,
        statement_descriptor_suffix: optionalString(params, 'statement_descriptor_suffix') ?? null,
        status: 'requires_payment_method',
        transfer_data: null,
        transfer_group: optionalString(params, 'transfer_group') ?? null,
      });
      intent.client_secret = newClientSecret(intent.id);
      account.intents.set(intent.id, { returnUrl: null, authenticated: null, offSession: false });
      const paymentMethod = optionalString(params, 'payment_method');
      if (paymentMethod) {
        intent.payment_method = resolvePaymentMethod(context, paymentMethod).id;
        intent.status = 'requires_confirmation';
      }
      context.emit('payment_intent.created', intent);
      return confirm ? confirmPaymentIntent(context, intent) : intent;
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_intents',
    handle({ account, params }) {
      const customer = optionalString(params, 'customer');
      const intents = objectsOfType(account, 'payment_intent').filter(
        (intent) => !customer || intent.customer === customer,
      );
      return listPage('/v1/payment_intents', intents, params);
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_intents/:id',
    publishable: true,
    handle(context) {
      const intent = find(context.account, 'payment_intent', context.pathParams[0]!);
      checkClientSecret(context, intent);
      return intent;
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id',
    handle(context) {
      const { account, params } = context;
      allowOnly(params, UPDATE_PARAMS);
      const intent = find(account, 'payment_intent', context.pathParams[0]!);
      const onlyDescriptive = Object.keys(params).every((name) => ['metadata', 'description', 'expand'].includes(name));
      if (!onlyDescriptive && !CONFIRMABLE.includes(intent.status))
        throw unexpectedState(
          'payment_intent',
          `This PaymentIntent's amount, currency, customer and payment method could not be updated because it has a status of ${intent.status}.`,
          intent,
        );
      const amount = optionalInteger(params, 'amount');
      if (amount !== undefined) intent.amount = positiveAmount(amount);
      if (params.currency !== undefined) intent.currency = requiredCurrency(params);
      const customer = optionalString(params, 'customer');
      if (customer) intent.customer = find(account, 'customer', customer, 'customer').id;
      for (const field of [
        'description',
        'receipt_email',
        'statement_descriptor',
        'statement_descriptor_suffix',
        'transfer_group',
      ]) {
        const value = optionalString(params, field);
        if (value !== undefined) intent[field] = value || null;
      }
      const usage = optionalString(params, 'setup_future_usage');
      if (usage !== undefined)
        intent.setup_future_usage = usage === '' ? null : optionalEnum(params, 'setup_future_usage', FUTURE_USAGES);
      intent.capture_method = optionalEnum(params, 'capture_method', CAPTURE_METHODS) ?? intent.capture_method;
      intent.payment_method_types = stringArray(params, 'payment_method_types') ?? intent.payment_method_types;
      intent.metadata = mergedMetadata(intent.metadata, params);
      const paymentMethod = optionalString(params, 'payment_method');
      if (paymentMethod) {
        intent.payment_method = resolvePaymentMethod(context, paymentMethod).id;
        intent.status = 'requires_confirmation';
        intent.next_action = null;
      }
      return intent;
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/confirm',
    publishable: true,
    handle(context) {
      allowOnly(context.params, [...CONFIRM_PARAMS, 'client_secret']);
      const intent = find(context.account, 'payment_intent', context.pathParams[0]!);
      checkClientSecret(context, intent);
      return confirmPaymentIntent(context, intent);
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/capture',
    handle(context) {
      const { account, params } = context;
      allowOnly(params, [
        'amount_to_capture',
        'metadata',
        'final_capture',
        'statement_descriptor',
        'statement_descriptor_suffix',
        'application_fee_amount',
      ]);
      const intent = find(account, 'payment_intent', context.pathParams[0]!);
      if (intent.status !== 'requires_capture')
        throw unexpectedState(
          'payment_intent',
          `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
          intent,
        );
      const amount = optionalInteger(params, 'amount_to_capture') ?? intent.amount_capturable;
      if (amount < 1 || amount > intent.amount_capturable)
        throw invalidRequest(
          `The amount to capture (${amount}) must be at least 1 and at most the amount capturable (${intent.amount_capturable}).`,
          'amount_to_capture',
          'amount_too_large',
        );
      const charge = find(account, 'charge', intent.latest_charge);
      Object.assign(charge, { captured: true, amount_captured: amount });
      intent.metadata = mergedMetadata(intent.metadata, params);
      Object.assign(intent, { amount_capturable: 0, amount_received: amount, status: 'succeeded' });
      context.emit('charge.captured', charge);
      context.emit('payment_intent.succeeded', intent);
      return intent;
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/cancel',
    handle(context) {
      allowOnly(context.params, ['cancellation_reason']);
      const intent = find(context.account, 'payment_intent', context.pathParams[0]!);
      if (!CANCELABLE.includes(intent.status))
        throw unexpectedState(
          'payment_intent',
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
          intent,
        );
      Object.assign(intent, {
        status: 'canceled',
        canceled_at: unixNow(),
        cancellation_reason: optionalEnum(context.params, 'cancellation_reason', CANCELLATION_REASONS) ?? null,
        amount_capturable: 0,
        next_action: null,
      });
      context.emit('payment_intent.canceled', intent);
      return intent;
    },
  },
  {
    method: 'POST',
    path: '/_emulator/payment_intents/:id/settle',
    handle(context) {
      allowOnly(context.params, ['outcome']);
      const intent = find(context.account, 'payment_intent', context.pathParams[0]!);
      if (intent.status !== 'processing')
        throw unexpectedState(
          'payment_intent',
          `Only a processing PaymentIntent settles; this one is ${intent.status}.`,
          intent,
        );
      return settlePayment(
        context,
        intent,
        optionalEnum(context.params, 'outcome', ['succeeded', 'failed'] as const) ?? 'succeeded',
      );
    },
  },
];

/**
 * Confirms a PaymentIntent with its (or the given) PaymentMethod: asks for 3-D Secure on session,
 * fails with `authentication_required` off session, otherwise authorizes (and captures, unless
 * manual) or declines with a 402 card error that carries the updated intent.
 */
export function confirmPaymentIntent(context: EmulatorContext, intent: StripeObject): StripeObject {
  const { account, params } = context;
  if (!CONFIRMABLE.includes(intent.status))
    throw unexpectedState(
      'payment_intent',
      `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      intent,
    );
  const internal = account.intents.get(intent.id)!;
  const paymentMethod = confirmingPaymentMethod(context, intent);
  const usage = optionalString(params, 'setup_future_usage');
  if (usage !== undefined)
    intent.setup_future_usage = usage === '' ? null : optionalEnum(params, 'setup_future_usage', FUTURE_USAGES);
  intent.capture_method = optionalEnum(params, 'capture_method', CAPTURE_METHODS) ?? intent.capture_method;
  intent.receipt_email = optionalString(params, 'receipt_email') ?? intent.receipt_email;
  const offSession =
    params.off_session === 'true' || params.off_session === 'one_off' || params.off_session === 'recurring';
  internal.offSession = offSession || optionalBoolean(params, 'error_on_requires_action') === true;
  internal.returnUrl = optionalString(params, 'return_url') ?? internal.returnUrl;
  intent.payment_method = paymentMethod.id;

  if (internal.authenticated !== paymentMethod.id && authenticationNeeded(account, paymentMethod, 'payment')) {
    if (internal.offSession) {
      const charge = recordCharge(context, intent, paymentMethod, {
        decline: {
          code: 'authentication_required',
          declineCode: 'authentication_required',
          message: 'Your card was declined. This transaction requires authentication.',
        },
        capture: false,
        authenticated: false,
      });
      return failPayment(context, intent, paymentMethod, charge.id, {
        code: 'authentication_required',
        declineCode: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
      });
    }
    Object.assign(intent, {
      status: 'requires_action',
      next_action: challengeAction(context, intent, internal.returnUrl),
    });
    context.emit('payment_intent.requires_action', intent);
    return intent;
  }
  return authorize(context, intent, paymentMethod);
}

/**
 * Completes the 3-D Secure challenge of an intent in `requires_action`: approved, the payment
 * goes on (authorized, or declined by the card); failed, the intent asks for a new payment method.
 */
export function completePaymentChallenge(context: EmulatorContext, intent: StripeObject, approved: boolean): void {
  const internal = context.account.intents.get(intent.id)!;
  const paymentMethod = find(context.account, 'payment_method', intent.payment_method);
  if (!approved) {
    Object.assign(intent, {
      status: 'requires_payment_method',
      next_action: null,
      payment_method: null,
      last_payment_error: { ...AUTHENTICATION_FAILURE, payment_method: structuredClone(paymentMethod) },
    });
    context.emit('payment_intent.payment_failed', intent);
    return;
  }
  internal.authenticated = paymentMethod.id;
  intent.next_action = null;
  if (intent.confirmation_method === 'manual') {
    intent.status = 'requires_confirmation';
    return;
  }
  try {
    authorize(context, intent, paymentMethod);
  } catch (error) {
    // A decline after authentication is on the intent (last_payment_error); the page reports it.
    if (!(error instanceof StripeError)) throw error;
  }
}

function authorize(context: EmulatorContext, intent: StripeObject, paymentMethod: StripeObject): StripeObject {
  const internal = context.account.intents.get(intent.id)!;
  const behaviour = context.account.paymentMethods.get(paymentMethod.id)!.behaviour;
  const decline =
    behaviour.kind === 'decline'
      ? behaviour.decline
      : behaviour.kind === 'authenticate'
        ? behaviour.thenDecline
        : undefined;
  const capture = intent.capture_method !== 'manual';
  const authenticated = internal.authenticated === paymentMethod.id;
  const pending = behaviour.kind === 'processing';
  const charge = recordCharge(context, intent, paymentMethod, { decline, capture, authenticated, pending });
  if (decline) return failPayment(context, intent, paymentMethod, charge.id, decline);
  if (pending) {
    Object.assign(intent, {
      status: 'processing',
      processing: { type: 'card', card: { customer_notification: { approval_requested: false, completes_at: null } } },
      latest_charge: charge.id,
      last_payment_error: null,
      next_action: null,
    });
    context.emit('payment_intent.processing', intent);
    return intent;
  }
  completePayment(context, intent, paymentMethod, charge);
  if (behaviour.kind === 'succeed' && behaviour.dispute) openDispute(context, charge, { reason: 'fraudulent' });
  return intent;
}

/** An authorized payment: captured (or capturable when manual), its card saved when asked. */
function completePayment(
  context: EmulatorContext,
  intent: StripeObject,
  paymentMethod: StripeObject,
  charge: StripeObject,
): void {
  const capture = intent.capture_method !== 'manual';
  Object.assign(intent, {
    status: capture ? 'succeeded' : 'requires_capture',
    amount_capturable: capture ? 0 : intent.amount,
    amount_received: capture ? intent.amount : 0,
    latest_charge: charge.id,
    last_payment_error: null,
    next_action: null,
    processing: null,
  });
  if (intent.setup_future_usage && intent.customer) {
    if (paymentMethod.customer !== intent.customer) {
      paymentMethod.customer = intent.customer;
      context.emit('payment_method.attached', paymentMethod, { customer: null });
    }
    if (intent.setup_future_usage === 'off_session')
      context.account.paymentMethods.get(paymentMethod.id)!.setUpForOffSession = true;
  }
  context.emit(capture ? 'payment_intent.succeeded' : 'payment_intent.amount_capturable_updated', intent);
}

/** Settles a `processing` payment as its processor later would: succeeded, or failed with a generic decline. */
function settlePayment(context: EmulatorContext, intent: StripeObject, outcome: 'succeeded' | 'failed'): StripeObject {
  const charge = find(context.account, 'charge', intent.latest_charge);
  const paymentMethod = find(context.account, 'payment_method', intent.payment_method);
  const capture = intent.capture_method !== 'manual';
  if (outcome === 'succeeded') {
    settleCharge(context, charge, null, capture);
    completePayment(context, intent, paymentMethod, charge);
    return intent;
  }
  const decline = { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };
  settleCharge(context, charge, decline, capture);
  intent.processing = null;
  try {
    failPayment(context, intent, paymentMethod, charge.id, decline);
  } catch (error) {
    if (!(error instanceof StripeError)) throw error;
  }
  return intent;
}

/** Records a declined attempt on the intent and answers Stripe's 402 card error carrying it. */
function failPayment(
  context: EmulatorContext,
  intent: StripeObject,
  paymentMethod: StripeObject,
  chargeId: string,
  decline: Decline,
): never {
  const error = {
    type: 'card_error' as const,
    charge: chargeId,
    code: decline.code,
    decline_code: decline.declineCode,
    message: decline.message,
    doc_url: `https://docs.stripe.com/error-codes/${decline.code.replace(/_/g, '-')}`,
  };
  Object.assign(intent, {
    status: 'requires_payment_method',
    payment_method: null,
    latest_charge: chargeId,
    next_action: null,
    last_payment_error: { ...error, payment_method: structuredClone(paymentMethod) },
  });
  context.emit('payment_intent.payment_failed', intent);
  throw new StripeError({ ...error, payment_intent: structuredClone(intent) });
}

function positiveAmount(amount: number): number {
  if (amount < 1) throw invalidRequest('This value must be greater than or equal to 1.', 'amount');
  if (amount > 99_999_999) throw invalidRequest('Amount must be no more than 99999999.', 'amount', 'amount_too_large');
  return amount;
}
