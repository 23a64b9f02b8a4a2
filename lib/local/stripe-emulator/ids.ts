import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random alphanumeric string of `length` characters, as Stripe's ids are made of. */
export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let token = '';
  for (const byte of bytes) token += ALPHABET[byte % ALPHABET.length];
  return token;
}

/** A Stripe-shaped id: the object's prefix and 24 characters (`pi_3Q...`). */
export function newId(prefix: string): string {
  return `${prefix}_${randomToken(24)}`;
}

/** The client secret of an intent: its id, `_secret_` and a random tail, as Stripe.js expects. */
export function newClientSecret(id: string): string {
  return `${id}_secret_${randomToken(25)}`;
}

/** The intent id a client secret belongs to, or null when it is not shaped like one. */
export function intentIdOfClientSecret(secret: string): string | null {
  const match = /^((?:pi|seti)_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(secret);
  return match ? match[1]! : null;
}

/** Seconds since the epoch, Stripe's `created`. */
export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}
