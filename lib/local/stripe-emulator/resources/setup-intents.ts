import type { EmulatorContext, EmulatorRoute } from '../context';
import { newClientSecret, newId, unixNow } from '../ids';
import { listPage } from '../lists';
import { find, store } from '../lookup';
import {
  allowOnly,
  mergedMetadata,
  optionalBoolean,
  optionalEnum,
  optionalString,
  stringArray,
  type Params,
} from '../params';
import { objectsOfType, type StripeObject } from '../state';
import { StripeError, unexpectedState } from '../stripe-error';
import { authenticationNeeded, challengeAction, checkClientSecret, confirmingPaymentMethod } from './intent-common';
import { resolvePaymentMethod } from './payment-methods';

const USAGES = ['on_session', 'off_session'] as const;
const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const CONFIRM_PARAMS = ['payment_method', 'return_url', 'use_stripe_sdk', 'mandate_data', 'payment_method_options'];
const UPDATE_PARAMS = [
  'customer',
  'description',
  'metadata',
  'payment_method',
  'payment_method_types',
  'payment_method_options',
];

/**
 * SetupIntents: save a card for later (off-session) payments: create (optionally confirming),
 * retrieve, update, confirm (3-D Secure when the card asks for it), cancel and list. A succeeded
 * SetupIntent attaches its PaymentMethod to its customer.
 */
export const setupIntentRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: '/v1/setup_intents',
    handle(context) {
      const { account, params } = context;
      allowOnly(params, [
        ...new Set([...UPDATE_PARAMS, ...CONFIRM_PARAMS, 'confirm', 'usage', 'automatic_payment_methods']),
      ]);
      const customer = optionalString(params, 'customer');
      if (customer) find(account, 'customer', customer, 'customer');
      const automatic = params.automatic_payment_methods as Params | undefined;
      const intent = store(account, {
        id: newId('seti'),
        object: 'setup_intent',
        application: null,
        automatic_payment_methods: automatic
          ? { allow_redirects: 'always', enabled: automatic.enabled === 'true' }
          : null,
        cancellation_reason: null,
        client_secret: '',
        created: unixNow(),
        customer: customer ?? null,
        description: optionalString(params, 'description') ?? null,
        excluded_payment_method_types: null,
        flow_directions: null,
        last_setup_error: null,
        latest_attempt: null,
        livemode: false,
        mandate: null,
        metadata: mergedMetadata({}, params),
        next_action: null,
        on_behalf_of: null,
        payment_method: null,
        payment_method_configuration_details: null,
        payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
        payment_method_types: stringArray(params, 'payment_method_types') ?? ['card'],
        single_use_mandate: null,
        status: 'requires_payment_method',
        usage: optionalEnum(params, 'usage', USAGES) ?? 'off_session',
      });
      intent.client_secret = newClientSecret(intent.id);
      account.intents.set(intent.id, { returnUrl: null, authenticated: null, offSession: false });
      const paymentMethod = optionalString(params, 'payment_method');
      if (paymentMethod) {
        intent.payment_method = resolvePaymentMethod(context, paymentMethod).id;
        intent.status = 'requires_confirmation';
      }
      context.emit('setup_intent.created', intent);
      return optionalBoolean(params, 'confirm') ? confirmSetupIntent(context, intent) : intent;
    },
  },
  {
    method: 'GET',
    path: '/v1/setup_intents',
    handle({ account, params }) {
      const customer = optionalString(params, 'customer');
      const paymentMethod = optionalString(params, 'payment_method');
      const intents = objectsOfType(account, 'setup_intent').filter(
        (intent) =>
          (!customer || intent.customer === customer) && (!paymentMethod || intent.payment_method === paymentMethod),
      );
      return listPage('/v1/setup_intents', intents, params);
    },
  },
  {
    method: 'GET',
    path: '/v1/setup_intents/:id',
    publishable: true,
    handle(context) {
      const intent = find(context.account, 'setup_intent', context.pathParams[0]!);
      checkClientSecret(context, intent);
      return intent;
    },
  },
  {
    method: 'POST',
    path: '/v1/setup_intents/:id',
    handle(context) {
      const { account, params } = context;
      allowOnly(params, UPDATE_PARAMS);
      const intent = find(account, 'setup_intent', context.pathParams[0]!);
      if (!CONFIRMABLE.includes(intent.status))
        throw unexpectedState(
          'setup_intent',
          `You cannot update this SetupIntent because it has a status of ${intent.status}.`,
          intent,
        );
      const customer = optionalString(params, 'customer');
      if (customer) intent.customer = find(account, 'customer', customer, 'customer').id;
      const description = optionalString(params, 'description');
      if (description !== undefined) intent.description = description || null;
      intent.metadata = mergedMetadata(intent.metadata, params);
      intent.payment_method_types = stringArray(params, 'payment_method_types') ?? intent.payment_method_types;
      const paymentMethod = optionalString(params, 'payment_method');
      if (paymentMethod) {
        intent.payment_method = resolvePaymentMethod(context, paymentMethod).id;
        Object.assign(intent, { status: 'requires_confirmation', next_action: null });
      }
      return intent;
    },
  },
  {
    method: 'POST',
    path: '/v1/setup_intents/:id/confirm',
    publishable: true,
    handle(context) {
      allowOnly(context.params, [...CONFIRM_PARAMS, 'client_secret']);
      const intent = find(context.account, 'setup_intent', context.pathParams[0]!);
      checkClientSecret(context, intent);
      return confirmSetupIntent(context, intent);
    },
  },
  {
    method: 'POST',
    path: '/v1/setup_intents/:id/cancel',
    handle(context) {
      allowOnly(context.params, ['cancellation_reason']);
      const intent = find(context.account, 'setup_intent', context.pathParams[0]!);
      if (!CONFIRMABLE.includes(intent.status))
        throw unexpectedState(
          'setup_intent',
          `You cannot cancel this SetupIntent because it has a status of ${intent.status}. Only a SetupIntent with one of the following statuses may be canceled: ${CONFIRMABLE.join(', ')}.`,
          intent,
        );
      Object.assign(intent, {
        status: 'canceled',
        next_action: null,
        cancellation_reason:
          optionalEnum(context.params, 'cancellation_reason', [
            'abandoned',
            'requested_by_customer',
            'duplicate',
          ] as const) ?? null,
      });
      context.emit('setup_intent.canceled', intent);
      return intent;
    },
  },
];

/** Confirms a SetupIntent: 3-D Secure when the card asks for it on setup, else saves the card or declines it (402). */
export function confirmSetupIntent(context: EmulatorContext, intent: StripeObject): StripeObject {
  if (!CONFIRMABLE.includes(intent.status))
    throw unexpectedState(
      'setup_intent',
      `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`,
      intent,
    );
  const internal = context.account.intents.get(intent.id)!;
  const paymentMethod = confirmingPaymentMethod(context, intent);
  internal.returnUrl = optionalString(context.params, 'return_url') ?? internal.returnUrl;
  intent.payment_method = paymentMethod.id;
  if (internal.authenticated !== paymentMethod.id && authenticationNeeded(context.account, paymentMethod, 'setup')) {
    Object.assign(intent, {
      status: 'requires_action',
      next_action: challengeAction(context, intent, internal.returnUrl),
    });
    context.emit('setup_intent.requires_action', intent);
    return intent;
  }
  return finishSetup(context, intent, paymentMethod);
}

/** Completes the 3-D Secure challenge of a SetupIntent in `requires_action`. */
export function completeSetupChallenge(context: EmulatorContext, intent: StripeObject, approved: boolean): void {
  const paymentMethod = find(context.account, 'payment_method', intent.payment_method);
  if (!approved) {
    Object.assign(intent, {
      status: 'requires_payment_method',
      next_action: null,
      payment_method: null,
      last_setup_error: {
        type: 'invalid_request_error',
        code: 'setup_intent_authentication_failure',
        message:
          'The latest attempt to set up the payment method has failed because authentication failed. Provide a new payment method to attempt to set up again.',
        payment_method: structuredClone(paymentMethod),
      },
    });
    context.emit('setup_intent.setup_failed', intent);
    return;
  }
  context.account.intents.get(intent.id)!.authenticated = paymentMethod.id;
  try {
    finishSetup(context, intent, paymentMethod);
  } catch (error) {
    if (!(error instanceof StripeError)) throw error;
  }
}

function finishSetup(context: EmulatorContext, intent: StripeObject, paymentMethod: StripeObject): StripeObject {
  const methodInternal = context.account.paymentMethods.get(paymentMethod.id)!;
  const behaviour = methodInternal.behaviour;
  if (behaviour.kind === 'decline' && behaviour.refuseAttach) {
    const error = {
      type: 'card_error' as const,
      code: behaviour.decline.code,
      decline_code: behaviour.decline.declineCode,
      message: behaviour.decline.message,
    };
    Object.assign(intent, {
      status: 'requires_payment_method',
      payment_method: null,
      next_action: null,
      last_setup_error: { ...error, payment_method: structuredClone(paymentMethod) },
    });
    context.emit('setup_intent.setup_failed', intent);
    throw new StripeError({ ...error, setup_intent: structuredClone(intent) });
  }
  if (intent.customer && paymentMethod.customer !== intent.customer) {
    paymentMethod.customer = intent.customer;
    context.emit('payment_method.attached', paymentMethod, { customer: null });
  }
  if (intent.usage === 'off_session') methodInternal.setUpForOffSession = true;
  Object.assign(intent, { status: 'succeeded', next_action: null, last_setup_error: null });
  context.emit('setup_intent.succeeded', intent);
  return intent;
}
