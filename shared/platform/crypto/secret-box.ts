import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { serviceKey, serviceKeyReader } from '../secrets/service-keys';
import { aesKeyOf, openingKeys, type SealingKeyRing } from './key-ring';

const sealingKeyRing = /* @__PURE__ */ serviceKeyReader('sealing');

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts a secret for storage with AES-256-GCM (random 96-bit IV, authenticated) under the
 * current sealing key, as `v1.<iv>.<ciphertext>.<tag>` in base64url. Used for values the service
 * must read back in full (signing keys), where a hash would not do.
 *
 * @example const sealed = sealSecret(authToken); // store `sealed`, never `authToken`
 */
export function sealSecret(plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', aesKeyOf(sealingKeyRing().current), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * Decrypts a value produced by `sealSecret` under any key of the ring (current first): values
 * sealed before a rotation stay readable while the old key is in the ring. GCM's tag tells the
 * keys apart, so no key id is stored. Throws when tampered with or sealed under no ring key.
 */
export function openSecret(sealed: string): string {
  return openUnder(sealingKeyRing(), sealed);
}

/**
 * openSecret for code that opens a secret only on a rare path (a cart's pricing callback): the
 * sealing keys are read on first use (`serviceKey`), so the function neither reads them at every
 * cold start nor makes its other requests wait for them.
 */
export async function openSecretOnDemand(sealed: string): Promise<string> {
  return openUnder(await serviceKey('sealing'), sealed);
}

function openUnder(ring: SealingKeyRing, sealed: string): string {
  const [version, iv, ciphertext, tag, ...rest] = sealed.split('.');
  if (version !== VERSION || iv === undefined || ciphertext === undefined || tag === undefined || rest.length > 0) {
    throw new Error('Not a sealed secret');
  }
  for (const key of openingKeys(ring)) {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    try {
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      // Wrong key or tampered: try the next key of the ring.
    }
  }
  throw new Error(
    'Sealed secret does not open under any sealing key (tampered, or sealed under a key no longer in the ring)',
  );
}
