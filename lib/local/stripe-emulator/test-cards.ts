/** How a card answers when it is charged or set up. */
export type CardBehaviour =
  | { readonly kind: 'succeed'; readonly dispute?: boolean }
  /** The payment stays `processing` until the emulator's settle hook succeeds or fails it. */
  | { readonly kind: 'processing' }
  | { readonly kind: 'decline'; readonly decline: Decline; readonly refuseAttach?: boolean }
  | {
      readonly kind: 'authenticate';
      /** True: every payment needs 3-D Secure; false: a card set up for off-session use pays off-session without it. */
      readonly always: boolean;
      /** A decline after a successful authentication. */
      readonly thenDecline?: Decline;
    };

/** A decline as Stripe reports it: `code`, `decline_code` and the message shown to the buyer. */
export interface Decline {
  readonly code: string;
  readonly declineCode: string;
  readonly message: string;
}

/** One of Stripe's documented test cards, by its test PaymentMethod and its number. */
export interface TestCard {
  /** The test PaymentMethod id (`pm_card_visa`); `tok_` + the same tail is its test token. */
  readonly paymentMethod: string;
  /** Its number for the stand-in form; null for the emulator's own test method, which has none. */
  readonly number: string | null;
  readonly brand: 'visa' | 'mastercard' | 'amex' | 'discover';
  readonly funding: 'credit' | 'debit';
  readonly behaviour: CardBehaviour;
}

const declined = (declineCode: string, message: string, code = 'card_declined'): Decline => ({
  code,
  declineCode,
  message,
});
const GENERIC = declined('generic_decline', 'Your card was declined.');
const INSUFFICIENT_FUNDS = declined('insufficient_funds', 'Your card has insufficient funds.');

/**
 * The test cards the emulator knows, after Stripe's testing documentation: their test PaymentMethods
 * for server code, their numbers for the stand-in card form. Any future expiry and any CVC work.
 */
export const TEST_CARDS: readonly TestCard[] = [
  {
    paymentMethod: 'pm_card_visa',
    number: '4242424242424242',
    brand: 'visa',
    funding: 'credit',
    behaviour: { kind: 'succeed' },
  },
  {
    paymentMethod: 'pm_card_visa_debit',
    number: '4000056655665556',
    brand: 'visa',
    funding: 'debit',
    behaviour: { kind: 'succeed' },
  },
  {
    paymentMethod: 'pm_card_mastercard',
    number: '5555555555554444',
    brand: 'mastercard',
    funding: 'credit',
    behaviour: { kind: 'succeed' },
  },
  {
    paymentMethod: 'pm_card_amex',
    number: '378282246310005',
    brand: 'amex',
    funding: 'credit',
    behaviour: { kind: 'succeed' },
  },
  {
    paymentMethod: 'pm_card_discover',
    number: '6011111111111117',
    brand: 'discover',
    funding: 'credit',
    behaviour: { kind: 'succeed' },
  },
  {
    paymentMethod: 'pm_card_chargeDeclined',
    number: '4000000000000002',
    brand: 'visa',
    funding: 'credit',
    behaviour: { kind: 'decline', decline: GENERIC, refuseAttach: true },
  },
  {
    paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds',
    number: '4000000000009995',
    brand: 'visa',
    funding: 'credit',
    behaviour: { kind: 'decline', decline: INSUFFICIENT_FUNDS },
  },
  {
    paymentMethod: 'pm_card_chargeDeclinedLostCard',
    number: '4000000000009987',
    brand: 'visa',
    funding: 'credit',
    behaviour: { kind: 'decline', decline: declined('lost_card', 'Your card was declined.'), refuseAttach: true },
  },
  {
    paymentMethod: 'pm_card_chargeDeclinedStolenCard',
    number: '4000000000009979',
    brand: 'visa',
    funding: 'credit',
    behaviour: { kind: 'decline', decline: declined('stolen_card', 'Your card was declined.'), refuseAttach: true },
  },
  {
    paymentMethod: 'pm_card_chargeDeclinedExpiredCard',
    number: '4000000000000069',
    brand: 'visa',
    funding: 'credit',
    behaviour: {
      kind: 'decline',
      decline: declined('expired_card', 'Your card has expired.', 'expired_card'),
      refuseAttach: true,
    },
  },
  {
    paymentMethod: 'pm_card_chargeDeclinedIncorrectCvc',
    number: '4000000000000127',
    brand: 'visa',
    funding: 'credit',
    behaviour: {
      kind: 'decline',
      decline: declined('incorrect_cvc', "Your card's security code is incorrect.", 'incorrect_cvc'),
      refuseAttach: true,
    },
  },
  {
    paymentMethod: 'pm_card_chargeDeclinedProcessingError',
    number: '4000000000000119',
    brand: 'visa',
    funding: 'credit',
    behaviour: {
      kind: 'decline',
      decline: declined(
        'processing_error',
        'An error occurred while processing your card. Try again in a little bit.',
        'processing_error',
      ),
    },
  },
  {
    paymentMethod: 'pm_card_chargeCustomerFail',
    number: '4000000000000341',
    brand: 'visa',
    funding: 'credit',
    behaviour: { kind: 'decline', decline: GENERIC },
  },
  {
    paymentMethod: 'pm_card_createDispute',
    number: '4000000000000259',
    brand: 'visa',
    funding: 'credit',
    behaviour: { kind: 'succeed', dispute: true },
  },
  {
    paymentMethod: 'pm_card_authenticationRequired',
    number: '4000002760003184',
    brand: 'visa',
    funding: 'credit',
    behaviour: { kind: 'authenticate', always: true },
  },
  {
    paymentMethod: 'pm_card_authenticationRequiredOnSetup',
    number: '4000002500003155',
    brand: 'visa',
    funding: 'credit',
    behaviour: { kind: 'authenticate', always: false },
  },
  {
    paymentMethod: 'pm_card_threeDSecure2Required',
    number: '4000000000003220',
    brand: 'visa',
    funding: 'credit',
    behaviour: { kind: 'authenticate', always: true },
  },
  {
    paymentMethod: 'pm_card_threeDSecureRequired',
    number: '4000000000003063',
    brand: 'visa',
    funding: 'credit',
    behaviour: { kind: 'authenticate', always: true },
  },
  {
    paymentMethod: 'pm_card_authenticationRequiredChargeDeclinedInsufficientFunds',
    number: '4000008260003178',
    brand: 'visa',
    funding: 'credit',
    behaviour: { kind: 'authenticate', always: true, thenDecline: INSUFFICIENT_FUNDS },
  },
  // The emulator's own (no Stripe counterpart): a card payment that settles later, as an asynchronous method does.
  {
    paymentMethod: 'pm_emulator_processing',
    number: null,
    brand: 'visa',
    funding: 'credit',
    behaviour: { kind: 'processing' },
  },
];

const byPaymentMethod = new Map(TEST_CARDS.map((card) => [card.paymentMethod, card]));
const byNumber = new Map(TEST_CARDS.flatMap((card) => (card.number ? [[card.number, card] as const] : [])));

/** The test card behind a test PaymentMethod id (`pm_card_visa`) or test token (`tok_visa`). */
export function testCardByToken(token: string): TestCard | undefined {
  return byPaymentMethod.get(token.startsWith('tok_') ? `pm_card_${token.slice(4)}` : token);
}

/** The test card with this number (spaces and dashes ignored). */
export function testCardByNumber(number: string): TestCard | undefined {
  return byNumber.get(number.replace(/[\s-]/g, ''));
}

/** True when the digits pass the Luhn check every card number satisfies. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
