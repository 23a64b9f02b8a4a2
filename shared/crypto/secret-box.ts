import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { config } from '../config';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

let derived: { source: string; key: Buffer } | undefined;

/**
 * The 32-byte AES key from `SECRETS_ENCRYPTION_KEY`: a value that is the base64 form of exactly 32
 * bytes is used as is (production: `openssl rand -base64 32`); any other string is hashed with
 * SHA-256, which is convenient locally but only as strong as the string.
 */
function encryptionKey(): Buffer {
  const source = config().secretsEncryptionKey;
  if (!source) throw new Error('Missing required environment variable SECRETS_ENCRYPTION_KEY');
  if (derived?.source !== source) {
    const decoded = Buffer.from(source, 'base64');
    const isRawKey = decoded.length === 32 && decoded.toString('base64') === source;
    derived = { source, key: isRawKey ? decoded : createHash('sha256').update(source, 'utf8').digest() };
  }
  return derived.key;
}

/**
 * Encrypts a secret for storage with AES-256-GCM (random 96-bit IV, authenticated), as
 * `v1.<iv>.<ciphertext>.<tag>` in base64url. Used for values the service must read back in full
 * (signing keys), where a hash would not do.
 *
 * @example const sealed = sealSecret(authToken); // store `sealed`, never `authToken`
 */
export function sealSecret(plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** Decrypts a value produced by `sealSecret`; throws when it was tampered with or sealed under another key. */
export function openSecret(sealed: string): string {
  const [version, iv, ciphertext, tag, ...rest] = sealed.split('.');
  if (version !== VERSION || iv === undefined || ciphertext === undefined || tag === undefined || rest.length > 0) {
    throw new Error('Not a sealed secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(), Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
