import { randomInt } from 'node:crypto';

const EPOCH_MS = Date.UTC(2024, 0, 1);
const SEQUENCE_SPACE = 2 ** 11;

let lastMs = -1;
let sequence = 0;

/**
 * A time-ordered integer id that fits in 53 bits (JSON-safe), without a hot counter item:
 * milliseconds since 2024 (42 bits, good for ~139 years) times 2^11 plus an 11-bit sequence.
 * Within one process the sequence starts at a random value each millisecond and increments, so
 * ids minted together (a fan-out to 50 subscriptions) never collide; across processes the random
 * start makes collisions rare and writers still guard with `attribute_not_exists`.
 */
export function newNumericId(now: number = Date.now()): number {
  if (now !== lastMs) {
    lastMs = now;
    sequence = randomInt(SEQUENCE_SPACE);
  } else {
    sequence = (sequence + 1) % SEQUENCE_SPACE;
  }
  return (now - EPOCH_MS) * SEQUENCE_SPACE + sequence;
}

/** Zero-padded decimal form of a numeric id, so sort keys order like the numbers. */
export function sortableId(id: number): string {
  return id.toString().padStart(16, '0');
}

/** The smallest id `newNumericId` can mint at `ms`: a sort-key lower bound for "created since". */
export function firstNumericIdAt(ms: number): number {
  return Math.max(0, (ms - EPOCH_MS) * SEQUENCE_SPACE);
}
