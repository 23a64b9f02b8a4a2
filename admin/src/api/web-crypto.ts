/** The browser's stand-in for `node:crypto` in the typed client (idempotency keys). */
export const randomUUID = (): string => crypto.randomUUID();
