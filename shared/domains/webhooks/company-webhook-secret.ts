import { randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { maskSecret } from '../../platform/crypto/mask-secret';
import { openSecret, sealSecret } from '../../platform/crypto/secret-box';
import { writeItem } from '../../platform/db/write-item';
import { companyWebhookSecretEntity } from './company-webhook-secret-entity';

/** Prefix of company webhook secrets; 32 random bytes in base64url (43 characters) follow it. */
export const COMPANY_WEBHOOK_SECRET_PREFIX = 'whsec_';

interface StoredSecret {
  secret: string;
  createdAt: string;
  /** When the secret was shown in full (its one reveal); absent while it has never been shown. */
  revealedAt?: string;
}

/** The secret as the API answers it: in full only in the one answer that reveals it. */
export interface ShownSecret {
  secret: string;
  created_at: string;
  shown_in_full: boolean;
}

function mintSecret(): string {
  return `${COMPANY_WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

async function readSecret(companyId: number): Promise<StoredSecret | undefined> {
  const stored = await companyWebhookSecretEntity.get({ company_id: companyId }, { consistent: true });
  return stored
    ? { secret: openSecret(stored.sealed_secret), createdAt: stored.created_at, revealedAt: stored.revealed_at }
    : undefined;
}

function putSecret(companyId: number, secret: string, createdAt: string, onlyIfAbsent: boolean, revealed: boolean) {
  const stored = {
    company_id: companyId,
    sealed_secret: sealSecret(secret),
    created_at: createdAt,
    ...(revealed ? { revealed_at: createdAt } : {}),
  };
  return writeItem(onlyIfAbsent ? companyWebhookSecretEntity.create(stored) : companyWebhookSecretEntity.put(stored));
}

async function ensureSecret(companyId: number): Promise<StoredSecret> {
  const existing = await readSecret(companyId);
  if (existing) return existing;
  const created = { secret: mintSecret(), createdAt: new Date().toISOString() };
  try {
    await putSecret(companyId, created.secret, created.createdAt, true, false);
    return created;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // Another writer created it first: theirs is the secret, so every signer agrees.
    return (await readSecret(companyId))!;
  }
}

/**
 * The company's webhook secret (`whsec_…`), signing deliveries of subscriptions without their own
 * auth_token. Created on first use with a conditional write, so concurrent first uses agree on one.
 *
 * @example const secret = await getCompanyWebhookSecret(principal.companyId);
 */
export async function getCompanyWebhookSecret(companyId: number): Promise<string> {
  return (await ensureSecret(companyId)).secret;
}

/**
 * The secret as a read shows it: in full exactly once, to the first read after it was created
 * without being shown (by a first delivery, or by this read), masked ever after. The reveal is
 * claimed with a conditional write on the secret read, so of concurrent first reads one shows it
 * and the others answer it masked; a rotation in between makes the claim fail (it revealed its own).
 */
export async function describeCompanyWebhookSecret(companyId: number): Promise<ShownSecret> {
  const stored = await ensureSecret(companyId);
  const masked = { secret: maskSecret(stored.secret), created_at: stored.createdAt, shown_in_full: false };
  if (stored.revealedAt) return masked;
  try {
    await companyWebhookSecretEntity.updateNow(
      { company_id: companyId },
      { set: { revealed_at: new Date().toISOString() } },
      {
        condition: {
          expression: 'attribute_not_exists(revealed_at) AND created_at = :created',
          values: { ':created': stored.createdAt },
        },
      },
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return masked;
    throw error;
  }
  return { secret: stored.secret, created_at: stored.createdAt, shown_in_full: true };
}

/**
 * Replaces the company's webhook secret and returns the new one in full (the only time it is
 * shown). Takes effect at once: every attempt signed after this uses the new secret.
 */
export async function rotateCompanyWebhookSecret(companyId: number): Promise<ShownSecret> {
  const rotated = { secret: mintSecret(), created_at: new Date().toISOString(), shown_in_full: true };
  await putSecret(companyId, rotated.secret, rotated.created_at, false, true);
  return rotated;
}
