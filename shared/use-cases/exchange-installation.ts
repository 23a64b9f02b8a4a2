import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { apiTokenEntity } from '../domains/auth/api-token-entity';
import { issueToken } from '../domains/auth/issue-token';
import { hashSecret } from '../domains/auth/token-secret';
import { getCompany } from '../domains/company/company-store';
import type { Company } from '../domains/company/company-entity';
import { openSecret } from '../platform/crypto/secret-box';
import { transactWrite } from '../platform/db/transact';
import { writeItem } from '../platform/db/write-item';
import { DomainError } from '../platform/errors/domain-error';
import { logger } from '../platform/logger';
import type { ErrorCode } from '../platform/errors/error-codes';
import { permissionsForScopes } from '../domains/droplets/droplet-scopes';
import { exchangeTokenEntity, type ExchangeToken } from '../domains/droplets/exchange-token-entity';
import {
  installationEntity,
  installationTokenRefKey,
  type Installation,
} from '../domains/droplets/installation-entity';

/** What a successful exchange answers, exactly once per exchange token. */
export interface ExchangedCredentials {
  installation: Installation;
  company: Company;
  /** The installation token (`dit_…`), limited to the installation's scopes. */
  installationToken: string;
  /** Signs deliveries of the webhook subscriptions the installation creates. */
  webhookSecret: string;
}

function refused(code: ErrorCode, reason: string): DomainError {
  return new DomainError(code, { errors: { exchange_token: [reason], code } });
}

/**
 * Redeems an exchange token for the installation's credentials. A conditional write claims the
 * token (`redeemed_at` unset and not expired, installation still active), so of concurrent redeems
 * exactly one gets past it; the others answer 409 `exchange_token_redeemed`. Unknown tokens answer
 * 404, expired ones 410, tokens of an uninstalled installation 409 `installation_inactive`.
 */
export async function exchangeInstallationToken(secret: string, now: Date = new Date()): Promise<ExchangedCredentials> {
  const token = await readExchangeToken(secret);
  if (!token)
    throw refused('exchange_token_unknown', 'is unknown; use the token of the latest droplet.installed delivery');
  if (token.redeemed_at) throw refused('exchange_token_redeemed', 'has already been redeemed');
  if (Date.parse(token.expires_at) <= now.getTime())
    throw refused('exchange_token_expired', 'has expired; the company must reinstall the droplet');
  const installationRef = { company_id: token.company_id, id: token.installation_id };

  const claim = await transactWrite([
    exchangeTokenEntity.update(
      token,
      { set: { redeemed_at: now.toISOString() } },
      {
        condition: {
          expression: 'attribute_type(redeemed_at, :null) AND expires_at > :now',
          values: { ':null': 'NULL', ':now': now.toISOString() },
        },
      },
    ),
    installationEntity.check(installationRef, {
      expression: '#active = :true',
      names: { '#active': 'active' },
      values: { ':true': true },
    }),
  ]);
  if (claim.failedIndex === 0) throw refused('exchange_token_redeemed', 'has already been redeemed');
  if (claim.failedIndex === 1)
    throw refused('installation_inactive', 'belongs to an installation that has been uninstalled');

  const installation = (await installationEntity.get(installationRef, { consistent: true }))!;
  let issued: Awaited<ReturnType<typeof issueToken>>;
  try {
    issued = await issueToken(
      {
        companyId: installation.company_id,
        kind: 'installation',
        name: `Droplet installation ${installation.id}`,
        permissions: permissionsForScopes(installation.scopes),
      },
      now,
    );
  } catch (error) {
    // Nothing was issued: give the token back so the vendor's retry can still redeem it.
    await releaseClaim(token, now);
    throw error;
  }
  await recordToken(installation, issued.token.id, issued.token.hash, now);
  return {
    installation: {
      ...installation,
      token_id: issued.token.id,
      token_hash: issued.token.hash,
      credentials_issued_at: now.toISOString(),
    },
    company: await getCompany(installation.company_id),
    installationToken: issued.secret,
    webhookSecret: openSecret(installation.webhook_secret_sealed),
  };
}

async function readExchangeToken(secret: string): Promise<ExchangeToken | undefined> {
  return exchangeTokenEntity.get({ hash: hashSecret(secret) }, { consistent: true });
}

// Links the token to the installation (for uninstall's revocation and for subscriptions created
// with it). If the installation was uninstalled between the claim and here, the token is revoked
// at once and the exchange refused: credentials of an uninstalled installation never leave.
async function recordToken(installation: Installation, tokenId: number, tokenHash: string, now: Date): Promise<void> {
  const { failedIndex } = await transactWrite([
    {
      Update: {
        Key: installationEntity.key(installation),
        UpdateExpression: 'SET token_id = :id, token_hash = :hash, credentials_issued_at = :now',
        ConditionExpression: '#active = :true AND attribute_type(token_id, :null)',
        ExpressionAttributeNames: { '#active': 'active' },
        ExpressionAttributeValues: {
          ':id': tokenId,
          ':hash': tokenHash,
          ':now': now.toISOString(),
          ':true': true,
          ':null': 'NULL',
        },
      },
    },
    {
      Put: {
        Item: {
          ...installationTokenRefKey(installation.company_id, tokenId),
          entity: 'droplet_installation_token_ref',
          company_id: installation.company_id,
          installation_id: installation.id,
          token_id: tokenId,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  if (failedIndex === undefined) return;
  await writeItem(apiTokenEntity.update({ hash: tokenHash }, { set: { revoked_at: now.toISOString() } }));
  throw refused('installation_inactive', 'belongs to an installation that has been uninstalled');
}

async function releaseClaim(token: ExchangeToken, claimedAt: Date): Promise<void> {
  try {
    await writeItem(
      exchangeTokenEntity.update(
        token,
        { set: { redeemed_at: null } },
        { condition: { expression: 'redeemed_at = :claimed', values: { ':claimed': claimedAt.toISOString() } } },
      ),
    );
  } catch (error) {
    // The original failure is what the caller must see; a failed release only costs a reinstall.
    if (!(error instanceof ConditionalCheckFailedException))
      logger.warn('Could not release an exchange token claim', { error: error as Error });
  }
}
