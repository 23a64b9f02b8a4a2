import { z } from 'zod';

/** Longest email address stored (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * The one spelling of an email address the platform stores and looks up: surrounding whitespace
 * removed and the whole address lower-cased. One mailbox is then one member, one customer and one
 * sign-in link target, however it was typed (local parts are case-insensitive at every mail
 * provider that matters, and a shop cannot tell two spellings apart for a buyer).
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * An email address field: normalized (`normalizeEmail`) before it is validated, so ` Ada@Example.COM`
 * is accepted and stored as `ada@example.com`. Every request and form field carrying an email uses it.
 */
export function emailAddress(message?: string) {
  const field = z
    .preprocess(
      (value) => (typeof value === 'string' ? normalizeEmail(value) : value),
      z.email(message).max(MAX_EMAIL_LENGTH),
    )
    .describe('An email address, stored trimmed and lower-cased');
  trimmedEmailFields.add(field);
  return field;
}

/**
 * The email fields `emailAddress` made: their input is trimmed before it is checked, so the
 * OpenAPI document's request side lets whitespace surround the address (shared/edge/openapi).
 */
export const trimmedEmailFields = new WeakSet<object>();
