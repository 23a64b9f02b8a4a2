import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { writeItem } from '../../platform/db/write-item';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { signInCodeEntity, type SignInCode } from './sign-in-code-entity';

/** A code works once, within this many minutes of being sent. */
export const SIGN_IN_CODE_MINUTES = 10;
/** Wrong codes a challenge takes before it is spent (a 6-digit code then has 5 in a million odds). */
export const SIGN_IN_CODE_ATTEMPTS = 5;

const refused = () =>
  new ValidationFailed({
    'multi_factor_authentication.verification_code': ['is incorrect or expired; request a new code'],
  });

// Keyed by the challenge id, so equal codes of two challenges never hash alike.
const codeHash = (id: string, code: string) => createHmac('sha256', id).update(code).digest('hex');

/** Opens a challenge for a customer (or for nobody: see the entity) and answers it with its code, which only the email carries. */
export async function openSignInCode(
  companyId: number,
  customerId: number | null,
  now: Date = new Date(),
): Promise<{ challenge: SignInCode; code: string }> {
  const id = `sic_${randomBytes(18).toString('base64url')}`;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_MINUTES * 60_000);
  const challenge: SignInCode = {
    id,
    company_id: companyId,
    customer_id: customerId,
    code_hash: codeHash(id, code),
    attempts: 0,
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    used_at: null,
    ttl: Math.floor(expiresAt.getTime() / 1000) + 86_400,
  };
  await writeItem(signInCodeEntity.create(challenge));
  return { challenge, code };
}

/**
 * Confirms a challenge of the shop with its code, exactly once: each try first counts an attempt
 * with a conditional write (refused once the allowance is used, the challenge is used or expired),
 * then compares in constant time; the right code is then spent by a second conditional write, so
 * two concurrent confirmations cannot both succeed. Unknown, spent, expired and wrong all answer
 * the same 422; a challenge for no customer never confirms.
 */
export async function confirmSignInCode(
  companyId: number,
  id: string,
  code: string,
  now: Date = new Date(),
): Promise<number> {
  const open = {
    expression:
      'attribute_exists(pk) AND company_id = :company AND attribute_type(used_at, :null) AND expires_at > :now AND attempts < :max',
    values: { ':company': companyId, ':null': 'NULL', ':now': now.toISOString(), ':max': SIGN_IN_CODE_ATTEMPTS },
  };
  let challenge: SignInCode;
  try {
    challenge = await signInCodeEntity.updateAndRead({ id }, { add: { attempts: 1 } }, { condition: open });
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw refused();
    throw error;
  }
  const given = Buffer.from(codeHash(id, code), 'hex');
  const stored = Buffer.from(challenge.code_hash, 'hex');
  if (challenge.customer_id === null || given.length !== stored.length || !timingSafeEqual(given, stored))
    throw refused();
  try {
    await writeItem(
      signInCodeEntity.update(
        { id },
        { set: { used_at: now.toISOString() } },
        { condition: { expression: 'attribute_type(used_at, :null)', values: { ':null': 'NULL' } } },
      ),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw refused();
    throw error;
  }
  return challenge.customer_id;
}
