import { createHash, randomBytes } from 'node:crypto';
import { tokenKinds, type TokenKind } from './token-kinds';

/** A freshly minted secret: shown once, stored only as its hash. */
export interface MintedSecret {
  secret: string;
  hash: string;
  lastFour: string;
}

/** Mints a bearer token of `kind`: its prefix plus 32 random bytes in base62-safe base64url. */
export function mintToken(kind: TokenKind): MintedSecret {
  const secret = `${tokenKinds[kind].prefix}${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashSecret(secret), lastFour: secret.slice(-4) };
}

/** SHA-256 hex of a secret; lookups go by this hash, so no comparison of the secret itself happens. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
