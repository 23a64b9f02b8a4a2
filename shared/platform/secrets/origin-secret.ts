import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../config';
import { traceClient } from '../observability/tracing';
import { requireBeforeRequests } from '../request-readiness';

/** Names the secret the storefront distribution sends its origin (set by CDK on the site functions). */
export const originSecretVariable = 'STOREFRONT_ORIGIN_SECRET_ARN';

/** The custom header the storefront distribution adds to every origin request, holding the secret. */
export const ORIGIN_SECRET_HEADER = 'x-origin-secret';

let value: string | undefined;
let ready: Promise<void> | undefined;

/**
 * Declares, at module scope, that the function checks the storefront distribution's origin secret
 * and returns its reader: the value is read once at init (the handler kit's requests wait for it).
 * Without the variable (no storefront domain, the default local runtime) the reader answers
 * undefined: no request proves it came through the distribution. The secret changes only with a
 * deployment that changes the distribution, which also replaces every function's container.
 *
 * @example const originSecret = /* @__PURE__ *\/ originSecretReader();
 */
export function originSecretReader(): () => string | undefined {
  // Read where the declaring module loads, so only the functions that check the secret read it.
  const arn = process.env[originSecretVariable];
  requireBeforeRequests(() => originSecretReady(arn));
  return () => value;
}

function originSecretReady(arn: string | undefined): Promise<void> {
  if (!arn) return Promise.resolve();
  ready ??= load(arn).catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

async function load(arn: string): Promise<void> {
  const client = traceClient(new SecretsManagerClient({ region: config().region }));
  const secret = (await client.send(new GetSecretValueCommand({ SecretId: arn }))).SecretString;
  if (!secret) throw new Error(`The storefront origin secret ${arn} has no value`);
  value = secret;
}
