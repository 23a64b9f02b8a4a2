import { createHash, randomBytes } from 'node:crypto';

/** Prefix of cart tokens, so a leaked one is recognisable in logs and secret scanners. */
export const CART_TOKEN_PREFIX = 'ct_';
/** `ct_` plus 43 base64url characters (256 random bits). */
export const CART_TOKEN_PATTERN = /^ct_[A-Za-z0-9_-]{43}$/;

/** A new cart token: 256 bits from the CSPRNG, unguessable and never stored in clear. */
export function newCartToken(): string {
  return `${CART_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * The stored form of a cart token (SHA-256 hex). Looking a cart up by this hash is an exact key
 * match in DynamoDB, so there is no secret comparison to time, and a table dump reveals no token.
 */
export function hashCartToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
