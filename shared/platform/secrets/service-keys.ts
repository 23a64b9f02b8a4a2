import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../config';
import type { SealingKeyRing } from '../crypto/key-ring';
import { logger } from '../logger';
import { traceClient } from '../observability/tracing';

/** Variables naming the Secrets Manager secrets that hold the service's keys (set by CDK). */
export const keySecretVariables = {
  cursorSigningKey: 'CURSOR_SIGNING_KEY_SECRET_ARN',
  sealingKey: 'SECRETS_ENCRYPTION_KEY_SECRET_ARN',
} as const;

/**
 * How long a container uses keys before re-reading them (in the background, never on the request
 * path). A rotation waits at least this long between staging a key and promoting it.
 */
export const KEY_REFRESH_SECONDS = 300;

/** Secrets Manager staging labels: the key rotation rolls out (AWSPENDING) and the one it replaced. */
const decryptOnlyStages = ['AWSPENDING', 'AWSPREVIOUS'] as const;

interface ServiceKeys {
  readonly cursorSigningKey: string;
  readonly sealing: SealingKeyRing;
}

let loaded: { keys: ServiceKeys; at: number } | undefined;
let refreshing: Promise<void> | undefined;
const providers = new Map<string, SecretsProvider>();

/** HMAC key of pagination cursors. */
export function cursorSigningKey(): string {
  return serviceKeys().cursorSigningKey;
}

/** The keys sealing stored secrets (see shared/platform/crypto/secret-box.ts). */
export function sealingKeyRing(): SealingKeyRing {
  return serviceKeys().sealing;
}

/**
 * Where the keys come from: plain variables when CURSOR_SIGNING_KEY / SECRETS_ENCRYPTION_KEY are
 * set (the local runtime, tests, `sam local`), otherwise the secrets CDK names, read once at init
 * ({@link serviceKeysReady}) and re-read every {@link KEY_REFRESH_SECONDS} in the background.
 */
function serviceKeys(): ServiceKeys {
  if (!managed()) return keysFromEnvironment();
  if (!loaded) throw new Error('Service keys are not loaded yet: await serviceKeysReady() before using them (shared/platform/secrets/service-keys.ts)');
  if (Date.now() - loaded.at > KEY_REFRESH_SECONDS * 1000) {
    refreshing ??= loadFromSecretsManager()
      .catch((error: unknown) => logger.error('Refreshing the service keys failed; keeping the loaded ones', { error: error as Error }))
      .finally(() => (refreshing = undefined));
  }
  return loaded.keys;
}

/** Whether the keys live in Secrets Manager: a secret is named and no plain key overrides it. */
function managed(env: NodeJS.ProcessEnv = process.env): boolean {
  const named = Boolean(env[keySecretVariables.cursorSigningKey] || env[keySecretVariables.sealingKey]);
  return named && !env.CURSOR_SIGNING_KEY && !env.SECRETS_ENCRYPTION_KEY;
}

function keysFromEnvironment(): ServiceKeys {
  const { cursorSigningKey, secretsEncryptionKey, secretsEncryptionPreviousKeys } = config();
  return {
    get cursorSigningKey() {
      if (!cursorSigningKey) throw new Error('Missing required environment variable CURSOR_SIGNING_KEY');
      return cursorSigningKey;
    },
    get sealing() {
      if (!secretsEncryptionKey) throw new Error('Missing required environment variable SECRETS_ENCRYPTION_KEY');
      return { current: secretsEncryptionKey, decryptOnly: secretsEncryptionPreviousKeys };
    },
  };
}

/** Reads both secrets (the sealing key at every stage of a rotation) through Powertools Parameters. */
async function loadFromSecretsManager(): Promise<void> {
  const cursorArn = requiredVariable(keySecretVariables.cursorSigningKey);
  const sealingArn = requiredVariable(keySecretVariables.sealingKey);
  const [cursor, current, ...decryptOnly] = await Promise.all([
    readSecret(cursorArn, 'AWSCURRENT'),
    readSecret(sealingArn, 'AWSCURRENT'),
    ...decryptOnlyStages.map((stage) => readSecret(sealingArn, stage)),
  ]);
  if (!cursor || !current) throw new Error('The cursor or sealing key secret has no AWSCURRENT value');
  loaded = {
    keys: { cursorSigningKey: cursor, sealing: { current, decryptOnly: decryptOnly.filter((key): key is string => Boolean(key)) } },
    at: Date.now(),
  };
}

/** One staging label of a secret; undefined when no version carries it (no rotation in progress). */
async function readSecret(arn: string, stage: string): Promise<string | undefined> {
  // Powertools caches by secret name only, so each stage gets its own provider (and cache).
  let provider = providers.get(stage);
  if (!provider) {
    provider = new SecretsProvider({ awsSdkV3Client: traceClient(new SecretsManagerClient({ region: config().region })) });
    providers.set(stage, provider);
  }
  try {
    const value = await provider.get(arn, { maxAge: KEY_REFRESH_SECONDS, sdkOptions: { VersionStage: stage } });
    return typeof value === 'string' ? value : undefined;
  } catch (error) {
    if (stage !== 'AWSCURRENT' && isMissingStage(error)) return undefined;
    throw error;
  }
}

function isMissingStage(error: unknown): boolean {
  const cause = (error as { cause?: { name?: string } }).cause;
  return cause?.name === 'ResourceNotFoundException';
}

function requiredVariable(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

let ready: Promise<void> | undefined;

/**
 * Resolves once the keys can be read synchronously: at once with plain keys, after the first read
 * of the secrets otherwise (rejecting, so the invocation fails loudly, when they cannot be read).
 * The handler kit awaits it before every request; a consumer that seals, opens or signs cursors
 * awaits it first too. Only the first call costs anything.
 *
 * @example export const handler = async (event: SQSEvent) => { await serviceKeysReady(); ... };
 */
export function serviceKeysReady(): Promise<void> {
  if (!managed()) return Promise.resolve();
  ready ??= loadFromSecretsManager().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

/**
 * Starts reading the keys during the Lambda init phase; the first invocation awaits the same
 * promise. Called at module scope by the functions that use the keys (the handler kit, the
 * delivery and renewal consumers), never on import of this module: a function that only imports it (fan-out
 * through the delivery targets) has no key secrets in its environment and reads none.
 */
export function preloadServiceKeys(): void {
  serviceKeysReady().catch(() => undefined);
}
