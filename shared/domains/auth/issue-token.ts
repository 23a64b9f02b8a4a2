import { transactWrite } from '../../platform/db/transact';
import { Conflict } from '../../platform/errors/domain-error';
import { newNumericId } from '../../platform/ids';
import { apiTokenEntity, type ApiToken } from './api-token-entity';
import { apiTokenRefEntity } from './api-token-ref-entity';
import { publicTokenPermissions, type Permission } from './permissions';
import { tokenKinds, type TokenKind } from './token-kinds';
import { mintToken } from './token-secret';

export interface IssueTokenInput {
  companyId: number;
  kind: TokenKind;
  name: string;
  /** Role the token is tied to (partner tokens); null for kinds with fixed permissions. */
  role?: string | null;
  permissions: readonly Permission[];
  expiresAt?: Date | null;
  /** Member a dashboard session belongs to. */
  memberId?: number | null;
  /** Customer a customer session belongs to. */
  customerId?: number | null;
}

/**
 * Issues a bearer token: stores only its SHA-256 hash (plus an id → hash pointer in the company's
 * partition, in the same transaction) and returns the secret once.
 * A public token is clamped to the public permission set whatever it asks for.
 */
export async function issueToken(
  input: IssueTokenInput,
  now: Date = new Date(),
): Promise<{ token: ApiToken; secret: string }> {
  const minted = mintToken(input.kind);
  const granted =
    input.kind === 'public' ? input.permissions.filter((p) => publicTokenPermissions.includes(p)) : input.permissions;
  const token: ApiToken = {
    id: newNumericId(now.getTime()),
    company_id: input.companyId,
    hash: minted.hash,
    kind: input.kind,
    name: input.name,
    role: input.role ?? null,
    permissions: [...new Set(granted)],
    prefix: tokenKinds[input.kind].prefix,
    last_four: minted.lastFour,
    member_id: input.memberId ?? null,
    customer_id: input.customerId ?? null,
    created_at: now.toISOString(),
    expires_at: input.expiresAt ? input.expiresAt.toISOString() : null,
    revoked_at: null,
    last_used_at: null,
  };
  const { failedIndex } = await transactWrite([
    { Put: { Item: apiTokenEntity.toRecord(token), ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Put: {
        Item: apiTokenRefEntity.toRecord({ id: token.id, company_id: token.company_id, hash: token.hash }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  if (failedIndex !== undefined) throw new Conflict('Token id collision; retry');
  return { token, secret: minted.secret };
}
