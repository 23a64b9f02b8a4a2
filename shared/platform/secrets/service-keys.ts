import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../config';
import type { SealingKeyRing } from '../crypto/key-ring';
import { logger } from '../logger';
import { traceClient } from '../observability/tracing';
import { requireBeforeRequests } from '../request-readiness';

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

/** The service's keys, by the name {@link serviceKeyReader} takes. */
export interface ServiceKeys {
  readonly cursorSigningKey: string;
  readonly sealing: SealingKeyRing;
}

let loaded: { keys: ServiceKeys; at: number } | undefined;
let refreshing: Promise<void> | undefined;
let client: SecretsManagerClient | undefined;

/** The Secrets Manager SDK the keys are read with (its two exports). */
type SecretsManagerSdk = {
  SecretsManagerClient: typeof SecretsManagerClient;
  GetSecretValueCommand: typeof GetSecretValueCommand;
};

/**
 * Where the SDK comes from: bundled when the function reads the keys at init (a declared reader,
 * or a consumer's preload), loaded on first use otherwise ({@link serviceKey}). Each is referenced
 * only by the calls that choose it, so a bundle without declared readers drops the bundled client.
 */
const bundledSdk = async (): Promise<SecretsManagerSdk> => ({ SecretsManagerClient, GetSecretValueCommand });
const lazySdk = (): Promise<SecretsManagerSdk> => import('./secrets-manager-sdk');
let sdk: (() => Promise<SecretsManagerSdk>) | undefined;

/**
 * Declares, at module scope, that the function reads the service keys, and returns that key's
 * reader; the handler kit then reads them at init. Call it annotated pure, as in the example: a
 * bundle that keeps no caller of the reader drops the declaration and the Secrets Manager client.
 * Consumers that use the keys call {@link preloadServiceKeys}.
 *
 * @example const signingKey = /* @__PURE__ *\/ serviceKeyReader('cursorSigningKey');
 */
export function serviceKeyReader<K extends keyof ServiceKeys>(key: K): () => ServiceKeys[K] {
  sdk = bundledSdk;
  requireBeforeRequests(serviceKeysReady);
  return () => serviceKeys()[key];
}

/**
 * A key for code that needs one only on a rare path (a cart's pricing callback signs with a sealed
 * token): the keys are read on the first call, with the Secrets Manager client loaded then (a lazy
 * module), rather than at every cold start of the function, and its requests never wait for them.
 * A function that also declares a reader has read them at init already.
 *
 * @example const ring = await serviceKey('sealing');
 */
export async function serviceKey<K extends keyof ServiceKeys>(key: K): Promise<ServiceKeys[K]> {
  sdk ??= lazySdk;
  await serviceKeysReady();
  return serviceKeys()[key];
}

/**
 * Where the keys come from: plain variables when CURSOR_SIGNING_KEY / SECRETS_ENCRYPTION_KEY are
 * set (the local runtime, tests, `sam local`), otherwise the secrets CDK names, read once at init
 * ({@link serviceKeysReady}) and re-read every {@link KEY_REFRESH_SECONDS} in the background.
 */
function serviceKeys(): ServiceKeys {
  if (!managed()) return keysFromEnvironment();
  if (!loaded)
    throw new Error(
      'Service keys are not loaded yet: await serviceKeysReady() before using them (shared/platform/secrets/service-keys.ts)',
    );
  if (Date.now() - loaded.at > KEY_REFRESH_SECONDS * 1000) {
    refreshing ??= loadFromSecretsManager()
      .catch((error: unknown) =>
        logger.error('Refreshing the service keys failed; keeping the loaded ones', { error: error as Error }),
      )
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

/** Reads both secrets (the sealing key at every stage of a rotation) with GetSecretValue. */
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
    keys: {
      cursorSigningKey: cursor,
      sealing: { current, decryptOnly: decryptOnly.filter((key): key is string => Boolean(key)) },
    },
    at: Date.now(),
  };
}

/**
 * One staging label of a secret; undefined when no version carries it (no rotation in progress).
 * A plain GetSecretValue: this module caches the keys and refreshes them itself (KEY_REFRESH_SECONDS),
 * so a parameters library's cache would only add code to every function that reads them.
 */
async function readSecret(arn: string, stage: string): Promise<string | undefined> {
  if (!sdk)
    throw new Error(
      'The service keys are read by no declared reader, preload or serviceKey() call (shared/platform/secrets/service-keys.ts)',
    );
  const { SecretsManagerClient: Client, GetSecretValueCommand: GetSecretValue } = await sdk();
  client ??= traceClient(new Client({ region: config().region }));
  try {
    return (await client.send(new GetSecretValue({ SecretId: arn, VersionStage: stage }))).SecretString;
  } catch (error) {
    if (stage !== 'AWSCURRENT' && (error as { name?: string }).name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
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
 * The handler kit awaits it before every request of a function that uses the keys (see
 * {@link serviceKeyReader}); a consumer that seals, opens or signs cursors awaits it first too.
 * Only the first call costs anything.
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
 * Starts reading the keys during the Lambda init phase and makes the handler kit's requests wait
 * for them: through {@link serviceKeyReader} by the modules that use a key, and directly by the
 * consumers that await the keys themselves; never on import of this module. A function whose
 * environment names no key secret (fan-out, through the delivery targets) reads none.
 */
export function preloadServiceKeys(): void {
  sdk = bundledSdk;
  requireBeforeRequests(serviceKeysReady);
  serviceKeysReady().catch(() => undefined);
}
