import { timingSafeEqual } from 'node:crypto';
import { Unauthorized } from '../../platform/errors/domain-error';
import { apiTokenEntity } from './api-token-entity';
import type { Principal } from './principal';
import { recordTokenUse } from './record-token-use';
import { hashSecret } from './token-secret';

const BEARER = /^Bearer ([A-Za-z0-9_\-.]{8,256})$/;

/**
 * Resolves `Authorization: Bearer <token>` to a Principal with one GetItem by the token's hash.
 * Missing, malformed, unknown, expired and revoked tokens all produce the same 401 body, and the
 * same work (hash + one read), so a caller learns nothing by probing. The read is strongly
 * consistent so a revocation takes effect on the very next call.
 */
export async function authenticate(authorization: string | undefined, now: Date = new Date()): Promise<Principal> {
  const match = authorization ? BEARER.exec(authorization.trim()) : null;
  const hash = hashSecret(match?.[1] ?? '');
  const stored = await apiTokenEntity.get({ hash }, { consistent: true });
  const token = match ? stored : undefined;
  const expired =
    token?.expires_at !== null && token?.expires_at !== undefined && Date.parse(token.expires_at) <= now.getTime();
  if (!token || !sameHash(token.hash, hash) || token.revoked_at || expired) throw new Unauthorized();
  await recordTokenUse(token, now);
  return {
    companyId: token.company_id,
    tokenId: token.id,
    kind: token.kind,
    permissions: new Set(token.permissions),
    isRootAdmin: token.kind === 'root_admin',
    memberId: token.member_id,
    customerId: token.customer_id,
  };
}

// The key lookup already matched the hash; comparing again in constant time costs nothing and
// keeps the check independent of how the store compares keys.
function sameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(computed, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
