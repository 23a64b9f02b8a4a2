import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { writeItem } from '../../platform/db/write-item';
import { apiTokenEntity } from './api-token-entity';
import { apiTokenRefEntity } from './api-token-ref-entity';

/**
 * Ends the calling session (sign-out): its next request answers 401. The id pointer in the
 * company's partition names the token's hash; signing out twice changes nothing.
 */
export async function revokeSession(companyId: number, tokenId: number, now: Date = new Date()): Promise<void> {
  const ref = await apiTokenRefEntity.get({ company_id: companyId, id: tokenId }, { consistent: true });
  if (!ref) return;
  try {
    await writeItem(
      apiTokenEntity.update(
        { hash: ref.hash },
        { set: { revoked_at: now.toISOString() } },
        {
          condition: {
            expression: 'company_id = :company AND attribute_type(revoked_at, :null)',
            values: { ':company': companyId, ':null': 'NULL' },
          },
        },
      ),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
