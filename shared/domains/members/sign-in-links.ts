import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { randomBytes } from 'node:crypto';
import { config } from '../../platform/config';
import { writeItem } from '../../platform/db/write-item';
import { Unauthorized } from '../../platform/errors/domain-error';
import type { Member } from './member-entity';
import { signInLinkEntity } from '../auth/sign-in-link-entity';
import { hashSecret } from '../auth/token-secret';

/** A sign-in link works once, within this many minutes of being sent. */
export const SIGN_IN_LINK_MINUTES = 15;

/** Path of the redeem route, before the secret. */
export const SIGN_IN_PATH = '/api/auth/sign_in/';

/** Creates a single-use sign-in link for a member (an admin, or a rep or customer who enrolled); only the secret's hash is stored. */
export async function createSignInLink(
  member: Pick<Member, 'id' | 'company_id'>,
  now: Date = new Date(),
): Promise<{ url: string; expiresAt: Date }> {
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000);
  const link = {
    hash: hashSecret(secret),
    company_id: member.company_id,
    member_id: member.id,
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    used_at: null,
    // Kept a day past expiry so a late click still finds (and refuses) it the same way.
    ttl: Math.floor(expiresAt.getTime() / 1000) + 86_400,
  };
  await writeItem(signInLinkEntity.create(link));
  return { url: `${config().publicBaseUrl}${SIGN_IN_PATH}${secret}`, expiresAt };
}

/**
 * Redeems a sign-in link exactly once: one conditional write marks it used only if it exists, was
 * never used and has not expired, so two concurrent clicks cannot both succeed. Unknown, used and
 * expired links all answer the same 401.
 */
export async function redeemSignInLink(
  secret: string,
  now: Date = new Date(),
): Promise<{ companyId: number; memberId: number }> {
  try {
    const link = await signInLinkEntity.updateAndRead(
      { hash: hashSecret(secret) },
      { set: { used_at: now.toISOString() } },
      {
        condition: {
          expression: 'attribute_exists(pk) AND attribute_type(used_at, :null) AND expires_at > :now',
          values: { ':null': 'NULL', ':now': now.toISOString() },
        },
      },
    );
    return { companyId: link.company_id, memberId: link.member_id };
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new Unauthorized();
    throw error;
  }
}
