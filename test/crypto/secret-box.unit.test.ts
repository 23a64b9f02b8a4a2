import { createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../shared/platform/config';
import { openSecret, sealSecret } from '../../shared/platform/crypto/secret-box';
import { maskSecret } from '../../shared/platform/crypto/mask-secret';

const originalKey = process.env.SECRETS_ENCRYPTION_KEY;

function useKey(key: string | undefined) {
  if (key === undefined) delete process.env.SECRETS_ENCRYPTION_KEY;
  else process.env.SECRETS_ENCRYPTION_KEY = key;
  resetConfig();
}

function decryptWith(key: Buffer, sealed: string): string {
  const [, iv, ciphertext, tag] = sealed.split('.') as [string, string, string, string];
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

afterEach(() => useKey(originalKey));

describe('secret box (AES-256-GCM)', () => {
  it('opens what it sealed, and the sealed form does not contain the secret', () => {
    const secret = 'whsec_a-very-secret-value-0123456789abcdef';
    const sealed = sealSecret(secret);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('very-secret');
    expect(openSecret(sealed)).toBe(secret);
  });

  it('uses a fresh IV per seal, so equal secrets are not recognisable in the table', () => {
    expect(sealSecret('same')).not.toBe(sealSecret('same'));
  });

  it.each([
    ['a flipped ciphertext byte', (parts: string[]) => [parts[0], parts[1], flip(parts[2]!), parts[3]]],
    ['a flipped tag byte', (parts: string[]) => [parts[0], parts[1], parts[2], flip(parts[3]!)]],
    ['another IV', (parts: string[]) => [parts[0], randomBytes(12).toString('base64url'), parts[2], parts[3]]],
    ['an unknown version', (parts: string[]) => ['v9', parts[1], parts[2], parts[3]]],
    ['a missing part', (parts: string[]) => parts.slice(0, 3)],
  ])('refuses to open a value with %s (authenticated encryption)', (_case, tamper) => {
    const parts = sealSecret('token-of-at-least-thirty-two-characters').split('.');
    expect(() => openSecret(tamper(parts).join('.'))).toThrow();
  });

  it('refuses to open a value sealed under another key', () => {
    useKey('key-one');
    const sealed = sealSecret('secret');
    useKey('key-two');
    expect(() => openSecret(sealed)).toThrow();
  });

  it('uses a base64 value of exactly 32 bytes as the raw key', () => {
    const raw = randomBytes(32);
    useKey(raw.toString('base64'));
    expect(decryptWith(raw, sealSecret('raw-key'))).toBe('raw-key');
  });

  it('hashes any other string to 32 bytes with SHA-256', () => {
    useKey('a passphrase used locally');
    const key = createHash('sha256').update('a passphrase used locally').digest();
    expect(decryptWith(key, sealSecret('hashed-key'))).toBe('hashed-key');
  });

  it('fails loudly when SECRETS_ENCRYPTION_KEY is not configured', () => {
    useKey(undefined);
    expect(() => sealSecret('x')).toThrow(/SECRETS_ENCRYPTION_KEY/);
  });
});

describe('maskSecret', () => {
  it('shows only the last four characters', () => {
    expect(maskSecret('whsec_abcdefghijklmnopqrstuvwxyz0123456789wxyz')).toBe('••••wxyz');
  });
});

function flip(part: string): string {
  const bytes = Buffer.from(part, 'base64url');
  bytes[0] = bytes[0]! ^ 0xff;
  return bytes.toString('base64url');
}
