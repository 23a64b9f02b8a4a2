import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { queryOffsetPage } from '../../platform/db/paginate';
import { NotFound } from '../../platform/errors/domain-error';
import { apiTokenEntity, isListedTokenKind, type ApiToken, type ListedTokenKind } from './api-token-entity';
import { apiTokenRefEntity } from './api-token-ref-entity';

/** A token as the tokens API shows it: everything but the secret's hash and internal links. */
export type TokenView = Omit<ApiToken, 'hash' | 'company_id' | 'member_id' | 'customer_id' | 'kind'> & {
  kind: ListedTokenKind;
};

/** Strips what must never leave the store; only kinds the tokens API manages have a view. */
export function tokenView(token: ApiToken): TokenView {
  const { hash: _hash, company_id: _company, member_id: _member, customer_id: _customer, kind, ...view } = token;
  if (!isListedTokenKind(kind)) throw new Error(`Token ${token.id} of kind ${kind} is not managed by the tokens API`);
  return { ...view, kind };
}

/** One offset page of a company's API tokens, newest first (Query on gsi1; sessions are not listed). */
export async function listTokens(
  companyId: number,
  page: { page: number; perPage: number },
): Promise<{ tokens: TokenView[]; totalCount: number }> {
  // Every listed kind shares one gsi1 partition; naming one of them selects it.
  const { items, totalCount } = await queryOffsetPage(
    { ...apiTokenEntity.query('byCompany', { company_id: companyId, kind: 'company' }), ScanIndexForward: false },
    page,
  );
  return { tokens: items.map((item) => tokenView(apiTokenEntity.fromRecord(item))), totalCount };
}

/**
 * One API token of the company by id: a GetItem on the id pointer in the company's partition, then
 * a GetItem on the token. Another company's id, or a session, is simply not found.
 */
export async function getToken(companyId: number, id: number): Promise<ApiToken> {
  const ref = await apiTokenRefEntity.get({ company_id: companyId, id }, { consistent: true });
  if (!ref) throw new NotFound('API token');
  const token = await apiTokenEntity.get({ hash: ref.hash }, { consistent: true });
  if (!token || token.company_id !== companyId || !isListedTokenKind(token.kind)) throw new NotFound('API token');
  return token;
}

/**
 * Revokes a token: its next call answers 401 (authentication reads it strongly consistently).
 * Revoking an already revoked token changes nothing and answers the same token.
 */
export async function revokeToken(companyId: number, id: number, now: Date = new Date()): Promise<ApiToken> {
  const token = await getToken(companyId, id);
  if (token.revoked_at) return token;
  try {
    return await apiTokenEntity.updateAndRead(
      token,
      { set: { revoked_at: now.toISOString() } },
      {
        condition: {
          expression: 'company_id = :company AND attribute_type(revoked_at, :null)',
          values: { ':company': companyId, ':null': 'NULL' },
        },
      },
    );
  } catch (error) {
    // A concurrent revoke won: answer the token as it now stands.
    if (error instanceof ConditionalCheckFailedException) return getToken(companyId, id);
    throw error;
  }
}
