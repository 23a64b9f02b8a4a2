import Stripe from 'stripe';
import { clientOptions, PLATFORM_REFUND_KEY } from './stripe-client';
import type { AdapterContext, PaymentAdapter, PaymentRef, PaymentStatus, ProcessorPayment } from './payment-adapter';

/** Stripe's PaymentIntent statuses in the platform's words. */
const statuses: Partial<Record<Stripe.PaymentIntent.Status, PaymentStatus>> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_confirmation',
  requires_action: 'requires_action',
  processing: 'processing',
  requires_capture: 'authorized',
  succeeded: 'captured',
  canceled: 'canceled',
};

function read(intent: Stripe.PaymentIntent): ProcessorPayment {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const card = method?.card ?? null;
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    // A status this version does not know is treated as in flight.
    status: statuses[intent.status] ?? 'processing',
    amount: intent.amount,
    amount_capturable: intent.amount_capturable,
    amount_received: intent.amount_received,
    currency: intent.currency.toUpperCase(),
    client_secret: intent.client_secret,
    next_action: (intent.next_action as unknown as Record<string, unknown> | null) ?? null,
    payment_method: typeof intent.payment_method === 'string' ? intent.payment_method : (method?.id ?? null),
    card: card && {
      brand: card.brand,
      last_four: card.last4,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
    },
    decline:
      error && intent.status === 'requires_payment_method'
        ? {
            code: error.decline_code ?? error.code ?? 'card_declined',
            message: error.message ?? 'The card was declined',
          }
        : null,
  };
}

/** A card error answered to a confirm: the intent it carries, with the decline. */
function declined(error: unknown, fallback: ProcessorPayment | undefined): ProcessorPayment | undefined {
  if (!(error instanceof Stripe.errors.StripeCardError)) return undefined;
  const intent = error.payment_intent;
  const base = intent ? read(intent) : fallback;
  if (!base) return undefined;
  return {
    ...base,
    status: 'requires_payment_method',
    decline: { code: error.decline_code ?? error.code ?? 'card_declined', message: error.message },
  };
}

/** Stripe through its official SDK, one client per gateway secret key. */
export function stripeAdapter(context: AdapterContext): PaymentAdapter {
  if (!context.secretKey) throw new Error('The Stripe gateway has no secret key');
  const stripe = new Stripe(context.secretKey, clientOptions());
  const intents = stripe.paymentIntents;
  const expand = ['payment_method'];
  return {
    async createPayment(payment, idempotencyKey) {
      return read(
        await intents.create(
          {
            amount: payment.amount,
            currency: payment.currency.toLowerCase(),
            capture_method: payment.captureMethod === 'manual' ? 'manual' : 'automatic',
            metadata: payment.metadata,
          },
          { idempotencyKey },
        ),
      );
    },
    async updatePayment(ref: PaymentRef, changes) {
      const params: Stripe.PaymentIntentUpdateParams = { expand };
      if (changes.amount !== undefined) params.amount = changes.amount;
      if (changes.paymentMethod !== undefined) params.payment_method = changes.paymentMethod;
      if (changes.saveForLater) {
        params.customer = changes.saveForLater.customer;
        params.setup_future_usage = 'off_session';
      }
      return read(await intents.update(ref.id, params));
    },
    async confirmPayment(ref, idempotencyKey, options = {}) {
      try {
        const params: Stripe.PaymentIntentConfirmParams = { expand };
        if (ref.paymentMethod) params.payment_method = ref.paymentMethod;
        if (options.returnUrl) params.return_url = options.returnUrl;
        return read(await intents.confirm(ref.id, params, { idempotencyKey }));
      } catch (error) {
        const payment = declined(error, undefined);
        if (payment) return payment;
        throw error;
      }
    },
    async retrievePayment(ref) {
      return read(await intents.retrieve(ref.id, { expand }));
    },
    async capturePayment(ref, amount, idempotencyKey) {
      const params: Stripe.PaymentIntentCaptureParams = { expand };
      if (amount !== undefined) params.amount_to_capture = amount;
      return read(await intents.capture(ref.id, params, { idempotencyKey }));
    },
    async cancelPayment(ref, idempotencyKey) {
      return read(await intents.cancel(ref.id, { expand }, { idempotencyKey }));
    },
    async refundPayment(ref, amount, idempotencyKey) {
      // The key in metadata marks the refund as the platform's: its events do not record it a second time.
      const refund = await stripe.refunds.create(
        { payment_intent: ref.id, amount, metadata: { [PLATFORM_REFUND_KEY]: idempotencyKey } },
        { idempotencyKey },
      );
      const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending';
      return { id: refund.id, amount: refund.amount, status };
    },
    async createCustomer(metadata, idempotencyKey) {
      const customer = await stripe.customers.create({ metadata }, { idempotencyKey });
      return { id: customer.id };
    },
    async chargeOffSession(charge, idempotencyKey) {
      try {
        const intent = await intents.create(
          {
            amount: charge.amount,
            currency: charge.currency.toLowerCase(),
            customer: charge.customer,
            payment_method: charge.paymentMethod,
            off_session: true,
            confirm: true,
            metadata: charge.metadata,
            expand,
          },
          { idempotencyKey },
        );
        return read(intent);
      } catch (error) {
        const payment = declined(error, undefined);
        if (payment) return payment;
        throw error;
      }
    },
    async confirmOnSession(ref, returnUrl, idempotencyKey) {
      try {
        const params: Stripe.PaymentIntentConfirmParams = { expand, return_url: returnUrl };
        if (ref.paymentMethod) params.payment_method = ref.paymentMethod;
        return read(await intents.confirm(ref.id, params, { idempotencyKey }));
      } catch (error) {
        const payment = declined(error, undefined);
        if (payment) return payment;
        throw error;
      }
    },
    async detachMethod(paymentMethod) {
      await stripe.paymentMethods.detach(paymentMethod);
    },
  };
}
