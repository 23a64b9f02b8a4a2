import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../shared/platform/config';
import { openSecret, sealSecret } from '../../shared/platform/crypto/secret-box';

const saved = { current: process.env.SECRETS_ENCRYPTION_KEY, previous: process.env.SECRETS_ENCRYPTION_PREVIOUS_KEYS };

/** Sets the local key ring (SECRETS_ENCRYPTION_KEY seals, the previous keys only open). */
function useRing(current: string, decryptOnly: string[] = []) {
  process.env.SECRETS_ENCRYPTION_KEY = current;
  process.env.SECRETS_ENCRYPTION_PREVIOUS_KEYS = decryptOnly.join(',');
  resetConfig();
}

afterEach(() => {
  process.env.SECRETS_ENCRYPTION_KEY = saved.current;
  if (saved.previous === undefined) delete process.env.SECRETS_ENCRYPTION_PREVIOUS_KEYS;
  else process.env.SECRETS_ENCRYPTION_PREVIOUS_KEYS = saved.previous;
  resetConfig();
});

describe('sealing key rotation (key ring)', () => {
  it('staging: a ring that only knows the new key as decrypt-only still seals with the old one, and opens both', () => {
    useRing('key-new');
    const sealedByNew = sealSecret('sealed by an already promoted container');
    useRing('key-old', ['key-new']);
    const sealedByOld = sealSecret('sealed during staging');
    expect(openSecret(sealedByNew)).toBe('sealed by an already promoted container');
    useRing('key-new');
    expect(() => openSecret(sealedByOld)).toThrow(/any sealing key/);
  });

  it('after promotion: the new key seals, values sealed under the old key still open', () => {
    useRing('key-old');
    const old = sealSecret('before rotation');
    useRing('key-new', ['key-old']);
    const fresh = sealSecret('after rotation');
    expect(openSecret(old)).toBe('before rotation');
    expect(openSecret(fresh)).toBe('after rotation');
    useRing('key-new');
    expect(openSecret(fresh)).toBe('after rotation');
  });

  it('retiring: once the old key leaves the ring, what it sealed no longer opens', () => {
    useRing('key-old');
    const old = sealSecret('never re-sealed');
    useRing('key-new');
    expect(() => openSecret(old)).toThrow(/any sealing key/);
  });

  it('still refuses a tampered value whatever the ring holds', () => {
    useRing('key-new', ['key-old', 'key-older']);
    const [version, iv, ciphertext, tag] = sealSecret('secret').split('.') as [string, string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = flipped[0]! ^ 0xff;
    expect(() => openSecret([version, iv, flipped.toString('base64url'), tag].join('.'))).toThrow();
  });
});
