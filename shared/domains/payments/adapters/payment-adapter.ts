import type { CaptureMethod, GatewayMode } from '../gateway-entity';

/**
 * Where a processor's payment stands, in the platform's words (a Stripe PaymentIntent's status,
 * mapped): `requires_payment_method` (none yet, or the last one was declined),
 * `requires_confirmation`, `requires_action` (the buyer must authenticate: 3-D Secure),
 * `processing`, `authorized` (held, to capture), `captured`, `canceled`.
 */
export type PaymentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'authorized'
  | 'captured'
  | 'canceled';

/** The card behind a payment, for display only (never its number). */
export interface CardSummary {
  brand: string | null;
  last_four: string | null;
  exp_month: number | null;
  exp_year: number | null;
}

/** A processor's payment (a Stripe PaymentIntent) as the platform reads it. */
export interface ProcessorPayment {
  /** The processor's id (`pi_…`). */
  id: string;
  status: PaymentStatus;
  amount: number;
  /** Minor units still held (authorized, not captured). */
  amount_capturable: number;
  /** Minor units captured. */
  amount_received: number;
  currency: string;
  /** Handed to the buyer's browser with the publishable key; null where the processor has none. */
  client_secret: string | null;
  /** What the buyer must do next (3-D Secure), as the processor describes it; null when nothing. */
  next_action: Record<string, unknown> | null;
  /** The processor's payment method id (`pm_…`), when one is set. */
  payment_method: string | null;
  card: CardSummary | null;
  /** The last attempt's decline: the processor's code (`card_declined`, `insufficient_funds`) and message. */
  decline: { code: string; message: string } | null;
}

/** A refund at the processor. */
export interface ProcessorRefund {
  id: string;
  amount: number;
  status: 'succeeded' | 'pending' | 'failed';
}

/** What a gateway's adapter is built from: its mode and opened secrets. */
export interface AdapterContext {
  mode: GatewayMode;
  secretKey: string | undefined;
}

/** Creating a payment for a cart. */
export interface NewPayment {
  amount: number;
  currency: string;
  captureMethod: CaptureMethod;
  /** Who the payment is for, kept on the processor's object (cart and company ids, never personal data). */
  metadata: Record<string, string>;
}

/** A charge of a saved method with the buyer absent (an autoship renewal). */
export interface OffSessionCharge {
  amount: number;
  currency: string;
  /** The processor's customer the method is attached to (`cus_…`). */
  customer: string;
  /** The saved method (`pm_…`). */
  paymentMethod: string;
  metadata: Record<string, string>;
}

/** Saving the method a payment is made with, for later payments without the buyer (Stripe `setup_future_usage: off_session`). */
export interface SaveForLater {
  /** The processor's customer the method is attached to once the payment succeeds. */
  customer: string;
}

/** What the platform knows of a processor payment it calls about (its ledger's copy). */
export interface PaymentRef {
  id: string;
  amount: number;
  currency: string;
  captureMethod: CaptureMethod;
  /** The processor's payment method id (Stripe `pm_…`; the test processor's outcome), when set. */
  paymentMethod: string | null;
  /** Where the platform last saw it (a stateless processor answers from it). */
  status?: PaymentStatus;
}

/**
 * The seam every processor implements (adapters/adapters.ts lists them). Every call that moves
 * money takes an idempotency key derived from the cart and attempt (or the ledger transaction),
 * so a retried or raced call is the same call at the processor: one authorization, one capture,
 * one refund. A decline is an answer, not a failure: `confirmPayment` answers the payment with
 * `decline` set; a processor that cannot be reached throws.
 */
export interface PaymentAdapter {
  createPayment(payment: NewPayment, idempotencyKey: string): Promise<ProcessorPayment>;
  /** Changes the amount (a cart whose total moved), sets the payment method, or asks to save the method for later. */
  updatePayment(
    payment: PaymentRef,
    changes: { amount?: number; paymentMethod?: string; saveForLater?: SaveForLater },
  ): Promise<ProcessorPayment>;
  /** Authorizes (and, with automatic capture, charges) with the payment's method; may answer `requires_action` (3-D Secure). */
  confirmPayment(
    payment: PaymentRef,
    idempotencyKey: string,
    options?: { returnUrl?: string },
  ): Promise<ProcessorPayment>;
  retrievePayment(payment: PaymentRef): Promise<ProcessorPayment>;
  /** Captures all or `amount` of an authorization; the rest is released. */
  capturePayment(payment: PaymentRef, amount: number | undefined, idempotencyKey: string): Promise<ProcessorPayment>;
  /** Voids an authorization (or abandons a payment never authorized). */
  cancelPayment(payment: PaymentRef, idempotencyKey: string): Promise<ProcessorPayment>;
  refundPayment(payment: PaymentRef, amount: number, idempotencyKey: string): Promise<ProcessorRefund>;
  /** Creates the processor's customer saved methods attach to (`cus_…`); only ids go there, never personal data. */
  createCustomer(metadata: Record<string, string>, idempotencyKey: string): Promise<{ id: string }>;
  /**
   * Charges a saved method with the buyer absent, captured at once. A decline is an answer
   * (`decline` set); a bank that demands authentication answers the decline code
   * `authentication_required` with the payment left for the buyer to confirm on session.
   */
  chargeOffSession(charge: OffSessionCharge, idempotencyKey: string): Promise<ProcessorPayment>;
  /** Confirms a payment with the buyer present (after an off-session `authentication_required`): may answer `requires_action`. */
  confirmOnSession(payment: PaymentRef, returnUrl: string, idempotencyKey: string): Promise<ProcessorPayment>;
  /** Detaches a saved method from its customer: it can no longer be charged. */
  detachMethod(paymentMethod: string): Promise<void>;
}
