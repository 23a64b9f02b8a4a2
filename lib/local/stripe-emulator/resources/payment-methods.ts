import { createHash } from 'node:crypto';
import type { EmulatorContext, EmulatorRoute } from '../context';
import { newId, unixNow } from '../ids';
import { listPage } from '../lists';
import { find, store } from '../lookup';
import { allowOnly, mergedMetadata, optionalHash, optionalString, requiredString, type Params } from '../params';
import { objectsOfType, type Account, type StripeObject } from '../state';
import { invalidRequest, StripeError } from '../stripe-error';
import { type CardBehaviour, passesLuhn, testCardByNumber, testCardByToken } from '../test-cards';

/** Years a test PaymentMethod (`pm_card_visa`) stays valid. */
const TEST_CARD_YEARS = 5;

/** PaymentMethods (cards): create, retrieve, update, attach, detach, list by customer. */
export const paymentMethodRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: '/v1/payment_methods',
    publishable: true,
    handle(context) {
      allowOnly(context.params, ['type', 'card', 'billing_details', 'metadata']);
      if (requiredString(context.params, 'type') !== 'card')
        throw invalidRequest('The emulator supports PaymentMethods of type card only.', 'type');
      const card = optionalHash(context.params, 'card');
      if (!card) throw invalidRequest('Missing required param: card.', 'card', 'parameter_missing');
      const paymentMethod = createCardPaymentMethod(context, card);
      paymentMethod.metadata = mergedMetadata({}, context.params);
      applyBillingDetails(paymentMethod, context.params);
      return paymentMethod;
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_methods',
    handle({ account, params }) {
      const customer = optionalString(params, 'customer');
      const type = optionalString(params, 'type');
      const methods = objectsOfType(account, 'payment_method').filter(
        (method) => (!customer || method.customer === customer) && (!type || method.type === type),
      );
      return listPage('/v1/payment_methods', methods, params);
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_methods/:id',
    handle: (context) => resolvePaymentMethod(context, context.pathParams[0]!),
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id',
    handle(context) {
      allowOnly(context.params, ['billing_details', 'metadata', 'card']);
      const paymentMethod = find(context.account, 'payment_method', context.pathParams[0]!);
      paymentMethod.metadata = mergedMetadata(paymentMethod.metadata, context.params);
      applyBillingDetails(paymentMethod, context.params);
      const card = optionalHash(context.params, 'card');
      if (card) {
        const { month, year } = expiry(card, paymentMethod.card.exp_month, paymentMethod.card.exp_year);
        Object.assign(paymentMethod.card, { exp_month: month, exp_year: year });
      }
      context.emit('payment_method.updated', paymentMethod);
      return paymentMethod;
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/attach',
    handle(context) {
      allowOnly(context.params, ['customer']);
      return attachPaymentMethod(context, context.pathParams[0]!, requiredString(context.params, 'customer'));
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/detach',
    handle(context) {
      allowOnly(context.params, []);
      const paymentMethod = find(context.account, 'payment_method', context.pathParams[0]!);
      if (!paymentMethod.customer)
        throw invalidRequest(
          'The payment method you provided is not attached to a customer so detachment is impossible.',
        );
      const previous = paymentMethod.customer;
      paymentMethod.customer = null;
      context.account.paymentMethods.get(paymentMethod.id)!.setUpForOffSession = false;
      context.emit('payment_method.detached', paymentMethod, { customer: previous });
      return paymentMethod;
    },
  },
];

/**
 * The PaymentMethod an id names: a stored one, or a fresh one for a documented test method
 * (`pm_card_visa`), as Stripe creates a new PaymentMethod each time a test method is used.
 */
export function resolvePaymentMethod(context: EmulatorContext, id: string, param = 'payment_method'): StripeObject {
  const card = testCardByToken(id);
  if (card)
    // The emulator's own test method has no number: its card reads as last four 0000.
    return storePaymentMethod(context.account, card.number ?? '0000', card.brand, card.funding, card.behaviour, {
      month: 12,
      year: new Date().getUTCFullYear() + TEST_CARD_YEARS,
    });
  return find(context.account, 'payment_method', id, param);
}

/** Attaches a PaymentMethod to a customer; the test cards that always decline refuse it, as Stripe's do. */
export function attachPaymentMethod(context: EmulatorContext, id: string, customerId: string): StripeObject {
  const customer = find(context.account, 'customer', customerId, 'customer');
  const paymentMethod = resolvePaymentMethod(context, id, 'payment_method');
  if (paymentMethod.customer && paymentMethod.customer !== customer.id)
    throw invalidRequest('The payment method you provided has already been attached to a customer.', 'payment_method');
  const behaviour = context.account.paymentMethods.get(paymentMethod.id)!.behaviour;
  if (behaviour.kind === 'decline' && behaviour.refuseAttach)
    throw new StripeError({
      type: 'card_error',
      code: behaviour.decline.code,
      decline_code: behaviour.decline.declineCode,
      message: behaviour.decline.message,
      param: '',
    });
  if (paymentMethod.customer === customer.id) return paymentMethod;
  paymentMethod.customer = customer.id;
  context.emit('payment_method.attached', paymentMethod, { customer: null });
  return paymentMethod;
}

/** A card PaymentMethod from `card[...]`: a test token, or a test number (publishable keys only, as Stripe.js sends them). */
function createCardPaymentMethod(context: EmulatorContext, card: Params): StripeObject {
  const token = optionalString(card, 'token');
  if (token) {
    const testCard = testCardByToken(token);
    if (!testCard) throw invalidRequest(`No such token: '${token}'`, 'card[token]', 'resource_missing');
    return resolvePaymentMethod(context, testCard.paymentMethod);
  }
  if (context.keyKind !== 'publishable')
    throw invalidRequest(
      'Sending card numbers directly to the API is unsafe: collect them with the stand-in card form (a publishable key), or use a test PaymentMethod such as pm_card_visa.',
      'card[number]',
    );
  const number = requiredString(card, 'number').replace(/[\s-]/g, '');
  if (!passesLuhn(number)) throw cardError('incorrect_number', 'Your card number is incorrect.', 'number');
  const { month, year } = expiry(card);
  const cvc = optionalString(card, 'cvc');
  if (cvc !== undefined && !/^\d{3,4}$/.test(cvc))
    throw cardError('invalid_cvc', "Your card's security code is invalid.", 'cvc');
  const testCard = testCardByNumber(number);
  if (!testCard)
    throw new StripeError({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'test_mode_live_card',
      message: 'Your card was declined. Your request was in test mode, but used a non test (live) card.',
      param: 'card[number]',
    });
  return storePaymentMethod(context.account, number, testCard.brand, testCard.funding, testCard.behaviour, {
    month,
    year,
  });
}

function expiry(card: Params, currentMonth?: number, currentYear?: number): { month: number; year: number } {
  const monthText = optionalString(card, 'exp_month');
  const yearText = optionalString(card, 'exp_year');
  const month = monthText === undefined ? currentMonth : Number(monthText);
  let year = yearText === undefined ? currentYear : Number(yearText);
  if (month === undefined || !Number.isInteger(month) || month < 1 || month > 12)
    throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
  if (year !== undefined && year < 100) year += 2000;
  const now = new Date();
  if (
    year === undefined ||
    !Number.isInteger(year) ||
    year > now.getUTCFullYear() + 50 ||
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  )
    throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
  return { month, year };
}

function cardError(code: string, message: string, field: string): StripeError {
  return new StripeError({ type: 'card_error', code, message, param: field === '' ? '' : `card[${field}]` }, 402);
}

function storePaymentMethod(
  account: Account,
  number: string,
  brand: string,
  funding: string,
  behaviour: CardBehaviour,
  expires: { month: number; year: number },
): StripeObject {
  const paymentMethod = store(account, {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: null,
      name: null,
      phone: null,
      tax_id: null,
    },
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: brand === 'amex' ? 'american_express' : brand,
      exp_month: expires.month,
      exp_year: expires.year,
      fingerprint: createHash('sha256').update(`${account.id}:${number}`).digest('base64url').slice(0, 16),
      funding,
      generated_from: null,
      last4: number.slice(-4),
      networks: { available: [brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: unixNow(),
    customer: null,
    livemode: false,
    metadata: {},
    type: 'card',
  });
  account.paymentMethods.set(paymentMethod.id, { behaviour, setUpForOffSession: false });
  return paymentMethod;
}

function applyBillingDetails(paymentMethod: StripeObject, params: Params): void {
  const details = optionalHash(params, 'billing_details');
  if (!details) return;
  for (const field of ['email', 'name', 'phone']) {
    const value = optionalString(details, field);
    if (value !== undefined) paymentMethod.billing_details[field] = value || null;
  }
  const address = optionalHash(details, 'address');
  if (address)
    for (const field of Object.keys(paymentMethod.billing_details.address)) {
      const value = optionalString(address, field);
      if (value !== undefined) paymentMethod.billing_details.address[field] = value || null;
    }
}
