import { describe, expect, it } from 'vitest';
import { account, answerChallenge, call, sharedStripeEmulator } from './emulator';
import { stripeValidators } from './stripe-schemas';

const emulator = sharedStripeEmulator();
const validator = stripeValidators();

/** Each way `body` differs from Stripe's schema `name`, one line each. */
function mismatches(name: string, body: unknown): string[] {
  const validate = validator(name);
  if (validate(body)) return [];
  return validate.errors!.map(
    (error) => `${name}${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`,
  );
}

/** The emulator's answers across the flows the platform uses, as raw JSON off the wire, by Stripe schema name. */
async function collectAnswers() {
  const { stripe, secretKey } = account(emulator);
  const get = async (path: string) => (await call(emulator.url, secretKey, 'GET', path)).body;
  const answers: Array<[string, unknown]> = [];

  const customer = await stripe.customers.create({
    email: 'contract@example.com',
    name: 'Contract',
    metadata: { id: '1' },
  });
  const saved = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: saved.id } });
  answers.push(
    ['customer', await get(`/v1/customers/${customer.id}`)],
    ['payment_method', await get(`/v1/payment_methods/${saved.id}`)],
  );

  const open = await stripe.paymentIntents.create({
    amount: 1000,
    currency: 'usd',
    customer: customer.id,
    metadata: { cart: 'c' },
  });
  const challenged = await stripe.paymentIntents.create({
    amount: 1000,
    currency: 'usd',
    payment_method: 'pm_card_threeDSecure2Required',
    confirm: true,
    return_url: 'https://shop.example/return',
  });
  const authorized = await stripe.paymentIntents.create({
    amount: 3000,
    currency: 'usd',
    capture_method: 'manual',
    payment_method: 'pm_card_mastercard',
    confirm: true,
    setup_future_usage: 'off_session',
    customer: customer.id,
  });
  await stripe.paymentIntents.capture(authorized.id, { amount_to_capture: 2000 });
  const canceled = await stripe.paymentIntents.create({
    amount: 500,
    currency: 'eur',
    payment_method: 'pm_card_visa',
    capture_method: 'manual',
    confirm: true,
  });
  await stripe.paymentIntents.cancel(canceled.id, { cancellation_reason: 'abandoned' });
  const declined = await stripe.paymentIntents
    .create({ amount: 800, currency: 'usd', payment_method: 'pm_card_chargeDeclinedInsufficientFunds', confirm: true })
    .catch((error: { payment_intent: { id: string } }) => error.payment_intent);
  const processing = await stripe.paymentIntents.create({
    amount: 600,
    currency: 'usd',
    payment_method: 'pm_emulator_processing',
    confirm: true,
  });
  for (const intent of [open, challenged, authorized, canceled, declined, processing])
    answers.push(['payment_intent', await get(`/v1/payment_intents/${intent.id}`)]);
  await answerChallenge(challenged, 'approve');
  answers.push([
    'payment_intent',
    await get(`/v1/payment_intents/${challenged.id}?expand[]=payment_method&expand[]=customer`),
  ]);

  const setup = await stripe.setupIntents.create({
    customer: customer.id,
    payment_method: 'pm_card_authenticationRequired',
    confirm: true,
  });
  answers.push(['setup_intent', await get(`/v1/setup_intents/${setup.id}`)]);
  await answerChallenge(setup, 'approve');
  const failedSetup = await stripe.setupIntents
    .create({ payment_method: 'pm_card_chargeDeclined', confirm: true })
    .catch((error: { setup_intent: { id: string } }) => error.setup_intent);
  answers.push(
    ['setup_intent', await get(`/v1/setup_intents/${setup.id}`)],
    ['setup_intent', await get(`/v1/setup_intents/${failedSetup.id}`)],
  );

  const refund = await stripe.refunds.create({
    payment_intent: authorized.id,
    amount: 700,
    reason: 'requested_by_customer',
  });
  answers.push(['refund', await get(`/v1/refunds/${refund.id}`)]);

  const disputed = await stripe.paymentIntents.create({
    amount: 4000,
    currency: 'usd',
    payment_method: 'pm_card_createDispute',
    confirm: true,
  });
  const [dispute] = (await stripe.disputes.list({ payment_intent: disputed.id })).data;
  answers.push(['dispute', await get(`/v1/disputes/${dispute!.id}`)]);
  await stripe.disputes.update(dispute!.id, { evidence: { uncategorized_text: 'winning_evidence' } });
  answers.push(['dispute', await get(`/v1/disputes/${dispute!.id}`)]);

  answers.push([
    'deleted_customer',
    (await call(emulator.url, secretKey, 'DELETE', `/v1/customers/${customer.id}`)).body,
  ]);

  for (const event of (await get('/v1/events?limit=100')).data) {
    answers.push(['event', event]);
    if (
      ['payment_intent', 'setup_intent', 'customer', 'payment_method', 'refund', 'dispute'].includes(
        event.data.object.object,
      )
    )
      answers.push([event.data.object.object, event.data.object]);
  }

  const errors = [
    await call(emulator.url, secretKey, 'POST', '/v1/payment_intents', {
      amount: '100',
      currency: 'usd',
      payment_method: 'pm_card_chargeDeclined',
      confirm: 'true',
    }),
    await call(emulator.url, secretKey, 'POST', '/v1/payment_intents', { currency: 'usd' }),
    await call(emulator.url, secretKey, 'GET', '/v1/payment_intents/pi_missing'),
    await call(emulator.url, secretKey, 'POST', '/v1/customers', {}, { 'idempotency-key': 'k' }),
    await call(emulator.url, secretKey, 'POST', '/v1/customers', { name: 'other' }, { 'idempotency-key': 'k' }),
  ];
  expect(errors.map((answer) => answer.status)).toEqual([402, 400, 404, 200, 400]);
  for (const answer of errors.filter((candidate) => candidate.status !== 200)) answers.push(['error', answer.body]);
  return answers;
}

describe('Stripe emulator: contract with Stripe’s published schemas', () => {
  it('answers every object and error in the shape of Stripe’s OpenAPI document, with no field Stripe does not define', async () => {
    const answers = await collectAnswers();
    const counts = Object.fromEntries(
      [...new Set(answers.map(([name]) => name))].map((name) => [
        name,
        answers.filter(([other]) => other === name).length,
      ]),
    );
    expect(Object.keys(counts).sort()).toEqual(
      [
        'customer',
        'deleted_customer',
        'dispute',
        'error',
        'event',
        'payment_intent',
        'payment_method',
        'refund',
        'setup_intent',
      ].sort(),
    );
    expect([...new Set(answers.flatMap(([name, body]) => mismatches(name, body)))]).toEqual([]);
  });

  it('catches drift: an invented field, a wrong type and an unknown status fail the check', () => {
    const validate = validator('refund');
    const refund = {
      id: 're_1',
      object: 'refund',
      amount: 100,
      created: 1,
      currency: 'usd',
      status: 'succeeded',
      metadata: {},
    };
    expect(validate(refund)).toBe(true);
    expect(validate({ ...refund, invented: true })).toBe(false);
    expect(validate({ ...refund, amount: '100' })).toBe(false);
    expect(
      validator('payment_intent')({
        id: 'pi_1',
        object: 'payment_intent',
        created: 1,
        livemode: false,
        status: 'authorized',
      }),
    ).toBe(false);
    expect(
      validator('payment_intent')({
        id: 'pi_1',
        object: 'payment_intent',
        created: 1,
        livemode: false,
        status: 'succeeded',
        customer: null,
      }),
    ).toBe(true);
  });
});
