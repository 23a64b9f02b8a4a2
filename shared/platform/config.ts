/**
 * Runtime configuration read from the environment once per container. CDK sets these on every
 * function; the local runtime sets them before it loads any handler.
 */
export interface Config {
  /** DynamoDB table name. */
  tableName: string;
  /** Endpoint override (DynamoDB Local); undefined in AWS. */
  dynamodbEndpoint: string | undefined;
  /** AWS region. */
  region: string;
  /** HMAC key signing pagination cursors; in AWS it comes from Secrets Manager (shared/platform/secrets/service-keys.ts). */
  cursorSigningKey: string | undefined;
  /** Public base URL of the API, used in links the service sends. */
  publicBaseUrl: string;
  /** Name of this service, used as JWT issuer and in the delivery User-Agent. */
  serviceName: string;
  /**
   * Key sealing stored secrets (webhook auth tokens, webhook and callback secrets): base64 of 32
   * bytes, or any other string, which is SHA-256-hashed to 32 bytes. In AWS it comes from Secrets
   * Manager instead (shared/platform/secrets/service-keys.ts).
   */
  secretsEncryptionKey: string | undefined;
  /** Retired or staged sealing keys that still open stored secrets (SECRETS_ENCRYPTION_PREVIOUS_KEYS, comma-separated). */
  secretsEncryptionPreviousKeys: string[];
  /** Lets webhooks and callbacks target http and private/loopback hosts (`ALLOW_PRIVATE_TARGETS=1`, local only). */
  allowPrivateTargets: boolean;
  /** Sender of the mail the service sends (MAIL_FROM; an SES-verified identity in AWS). */
  mailFrom: string | undefined;
  /** Folder the local runtime collects mail in (MAIL_DIR); when unset, mail goes out through SES. */
  mailDir: string | undefined;
  /**
   * The local runtime's seeded demo shop (DEMO_SHOP, set by `npm start`): the API root's landing
   * page links to its storefront and to the local-only `/health`. Unset when deployed.
   */
  demoShop: string | undefined;
  /**
   * Base URL of the Stripe API (STRIPE_API_URL): the local runtime points the official SDK at its
   * Stripe-compatible emulator (`http://127.0.0.1:<port>`); unset when deployed (Stripe itself).
   */
  stripeApiUrl: string | undefined;
}

let cached: Config | undefined;

/** Returns the configuration, reading the environment on first use. */
export function config(): Config {
  cached ??= {
    tableName: process.env.TABLE_NAME ?? 'commerce-platform',
    dynamodbEndpoint: process.env.DYNAMODB_ENDPOINT || undefined,
    region: process.env.AWS_REGION ?? 'us-east-1',
    cursorSigningKey: process.env.CURSOR_SIGNING_KEY || undefined,
    publicBaseUrl: (process.env.PUBLIC_BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, ''),
    serviceName: process.env.SERVICE_NAME ?? 'commerce-platform',
    secretsEncryptionKey: process.env.SECRETS_ENCRYPTION_KEY || undefined,
    secretsEncryptionPreviousKeys: (process.env.SECRETS_ENCRYPTION_PREVIOUS_KEYS ?? '').split(',').filter(Boolean),
    allowPrivateTargets: process.env.ALLOW_PRIVATE_TARGETS === '1',
    mailFrom: process.env.MAIL_FROM || undefined,
    mailDir: process.env.MAIL_DIR || undefined,
    demoShop: process.env.DEMO_SHOP || undefined,
    stripeApiUrl: process.env.STRIPE_API_URL || undefined,
  };
  return cached;
}

/** Forgets the cached configuration (the local runtime changes env before serving). */
export function resetConfig(): void {
  cached = undefined;
}
