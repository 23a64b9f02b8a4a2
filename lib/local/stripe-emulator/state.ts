import { createHash } from 'node:crypto';
import type { CardBehaviour } from './test-cards';

/** A Stripe API object as the emulator stores and answers it (`id`, `object` and its fields). */
export type StripeObject = { id: string; object: string; created: number } & Record<string, any>;

/** What the emulator knows about a PaymentMethod beyond its public fields. */
export interface PaymentMethodInternal {
  readonly behaviour: CardBehaviour;
  /** Set up for off-session use (a succeeded SetupIntent or `setup_future_usage` payment). */
  setUpForOffSession: boolean;
}

/** What the emulator knows about an intent beyond its public fields. */
export interface IntentInternal {
  returnUrl: string | null;
  /** The PaymentMethod a completed 3-D Secure challenge authenticated for this intent. */
  authenticated: string | null;
  /** Fail instead of asking for 3-D Secure (`off_session` or `error_on_requires_action`). */
  offSession: boolean;
}

/** A stored answer to an `Idempotency-Key`: what was asked and what was answered. */
export interface IdempotentResult {
  readonly fingerprint: string;
  readonly status: number;
  readonly body: unknown;
}

/** One test-mode account: everything its API keys see, apart from every other account. */
export interface Account {
  readonly id: string;
  /** Every object by id, in creation order (lists answer newest first). */
  readonly objects: Map<string, StripeObject>;
  readonly paymentMethods: Map<string, PaymentMethodInternal>;
  /** Per PaymentIntent or SetupIntent: where 3-D Secure returns to and what it authenticated. */
  readonly intents: Map<string, IntentInternal>;
  readonly idempotency: Map<string, IdempotentResult>;
  /** Signing secrets of the webhook endpoints, by endpoint id (Stripe shows a secret only at creation). */
  readonly webhookSecrets: Map<string, string>;
}

/** The accounts of one emulator, keyed by the part of an API key after `sk_test_` / `pk_test_`. */
export class EmulatorState {
  private readonly accounts = new Map<string, Account>();

  /** The account of a key suffix, created on first use: any `sk_test_...` key is a valid account. */
  account(keySuffix: string): Account {
    let account = this.accounts.get(keySuffix);
    if (!account) {
      account = {
        id: `acct_${createHash('sha256').update(keySuffix).digest('hex').slice(0, 16)}`,
        objects: new Map(),
        paymentMethods: new Map(),
        intents: new Map(),
        idempotency: new Map(),
        webhookSecrets: new Map(),
      };
      this.accounts.set(keySuffix, account);
    }
    return account;
  }

  /** Every account, to find an intent by its client secret from the stand-in pages. */
  allAccounts(): Iterable<Account> {
    return this.accounts.values();
  }

  /** A JSON snapshot of every account, which `restore` reads back. */
  snapshot(): unknown {
    return Object.fromEntries(
      [...this.accounts].map(([suffix, account]) => [
        suffix,
        {
          objects: [...account.objects.values()],
          paymentMethods: [...account.paymentMethods],
          intents: [...account.intents],
          idempotency: [...account.idempotency],
          webhookSecrets: [...account.webhookSecrets],
        },
      ]),
    );
  }

  restore(snapshot: unknown): void {
    for (const [suffix, saved] of Object.entries(snapshot as Record<string, any>)) {
      const account = this.account(suffix);
      for (const object of saved.objects as StripeObject[]) account.objects.set(object.id, object);
      for (const [id, internal] of saved.paymentMethods) account.paymentMethods.set(id, internal);
      for (const [id, internal] of saved.intents) account.intents.set(id, internal);
      for (const [key, result] of saved.idempotency) account.idempotency.set(key, result);
      for (const [id, secret] of saved.webhookSecrets) account.webhookSecrets.set(id, secret);
    }
  }
}

/** The stored objects of one type, newest first. */
export function objectsOfType(account: Account, type: string): StripeObject[] {
  return [...account.objects.values()].filter((object) => object.object === type).reverse();
}
