import { createHash } from 'node:crypto';

/**
 * The keys that seal stored secrets during a rotation: `current` seals and opens; the others only
 * open (the key being rolled out before it becomes current, and the one it replaced).
 */
export interface SealingKeyRing {
  readonly current: string;
  readonly decryptOnly: readonly string[];
}

const derived = new Map<string, Buffer>();

/**
 * The 32-byte AES key of a key source: a value that is the base64 form of exactly 32 bytes is used
 * as is (production: `openssl rand -base64 32`); any other string is hashed with SHA-256, which is
 * convenient locally but only as strong as the string.
 */
export function aesKeyOf(source: string): Buffer {
  let key = derived.get(source);
  if (!key) {
    const decoded = Buffer.from(source, 'base64');
    const isRawKey = decoded.length === 32 && decoded.toString('base64') === source;
    key = isRawKey ? decoded : createHash('sha256').update(source, 'utf8').digest();
    derived.set(source, key);
  }
  return key;
}

/** The ring's AES keys in the order opening tries them: current first, then the decrypt-only ones. */
export function openingKeys(ring: SealingKeyRing): Buffer[] {
  return [...new Set([ring.current, ...ring.decryptOnly])].map(aesKeyOf);
}
