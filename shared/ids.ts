import { randomInt } from 'node:crypto';

const EPOCH_MS = Date.UTC(2024, 0, 1);
const RANDOM_BITS = 2 ** 11;

/**
 * A time-ordered integer id that fits in 53 bits (JSON-safe), without a hot counter item:
 * milliseconds since 2024 (42 bits, good for ~139 years) times 2^11 plus 11 random bits.
 * Writers still guard with `attribute_not_exists` so a same-millisecond collision fails loudly.
 */
export function newNumericId(now: number = Date.now()): number {
  return (now - EPOCH_MS) * RANDOM_BITS + randomInt(RANDOM_BITS);
}

/** Zero-padded decimal form of a numeric id, so sort keys order like the numbers. */
export function sortableId(id: number): string {
  return id.toString().padStart(16, '0');
}
