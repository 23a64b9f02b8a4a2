import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { keySecretVariables } from '../shared/platform/secrets/service-keys';
import { viewerCountryHeader } from './constructs/storefront-distribution';

/** What every function's environment is made of; see shared/platform/config.ts for the reader. */
export interface FunctionEnvironmentProps {
  /** The single table (TABLE_NAME). */
  readonly table: ITable;
  /** Secret holding the HMAC key of pagination cursors (its ARN: CURSOR_SIGNING_KEY_SECRET_ARN). */
  readonly cursorSigningKey: ISecret;
  /** Secret holding the key that seals stored secrets (its ARN: SECRETS_ENCRYPTION_KEY_SECRET_ARN). */
  readonly secretsEncryptionKey: ISecret;
  /** Public base URL of the API, without trailing slash (PUBLIC_BASE_URL). */
  readonly publicBaseUrl: string;
  /**
   * Public URL prefix of uploaded media, with a trailing slash (MEDIA_URL_PREFIX): event
   * responses build image URLs from it, so every function that renders an event needs it.
   */
  readonly mediaUrlPrefix: string;
  /** Service name: JWT issuer, User-Agent, log service name (SERVICE_NAME). */
  readonly serviceName: string;
  /**
   * SES-verified sender of the mail the service sends (MAIL_FROM).
   * @default - unset: sending mail fails loudly
   */
  readonly mailFrom?: string;
  /**
   * Domain whose subdomains are shops (STOREFRONT_DOMAIN): shop URLs and Host-named shops. With
   * it, TRUSTED_VIEWER_COUNTRY_HEADER names CloudFront's country header, the only country source
   * the storefront distribution lets through unforged.
   * @default - unset: functions fall back to `localhost` and the client-sent country overrides
   */
  readonly storefrontDomain?: string;
}

/** Names the one header a deployed function may take the visitor's country from (shared/edge/site/visitor.ts). */
export const trustedCountryVariable = 'TRUSTED_VIEWER_COUNTRY_HEADER';

/**
 * Builds the Lambda environment every function (route or consumer) shares; resources a function
 * uses add their own variables (see function-resources.ts). DYNAMODB_ENDPOINT, MAIL_DIR and
 * ALLOW_PRIVATE_TARGETS are deliberately absent: they only exist in the local runtime.
 */
export function functionEnvironment(props: FunctionEnvironmentProps): Record<string, string> {
  return {
    TABLE_NAME: props.table.tableName,
    // The keys themselves never enter the function configuration: functions read these secrets
    // at init (shared/platform/secrets/service-keys.ts; the routes whose code uses a key), with the
    // access grantServiceKeys gives them.
    [keySecretVariables.cursorSigningKey]: props.cursorSigningKey.secretArn,
    [keySecretVariables.sealingKey]: props.secretsEncryptionKey.secretArn,
    PUBLIC_BASE_URL: props.publicBaseUrl,
    MEDIA_URL_PREFIX: props.mediaUrlPrefix,
    SERVICE_NAME: props.serviceName,
    POWERTOOLS_SERVICE_NAME: props.serviceName,
    // Stack traces point at the TypeScript sources through the bundled source maps.
    NODE_OPTIONS: '--enable-source-maps',
    ...(props.mailFrom ? { MAIL_FROM: props.mailFrom } : {}),
    // Every function: storefront, checkout, site and webhook payloads all build shop URLs.
    ...(props.storefrontDomain
      ? { STOREFRONT_DOMAIN: props.storefrontDomain.toLowerCase(), [trustedCountryVariable]: viewerCountryHeader }
      : {}),
  };
}

/**
 * Variables the functions' code reads that deployed stacks deliberately leave unset, and why: the
 * template-mode environment check (lib/local/template-audit.ts) fails on any other variable a
 * function reads that its template entry does not set.
 */
export const undeployedVariables: Readonly<Record<string, string>> = {
  DYNAMODB_ENDPOINT: 'local runtime: DynamoDB Local',
  MAIL_DIR: 'local runtime: the mailbox instead of SES',
  ALLOW_PRIVATE_TARGETS: 'local runtime: loopback webhook and callback receivers',
  LOCAL_SCHEDULER: 'local runtime: schedules in the table instead of EventBridge Scheduler',
  LOCAL_UPLOADS: 'local runtime: the uploads endpoint instead of S3',
  LOCAL_UPLOADS_SECRET: 'local runtime: signs local upload policies',
  LOCAL_UPLOADS_URL: 'local runtime: where local uploads are posted',
  STRIPE_API_URL: "local runtime: the Stripe emulator's base URL; deployed, the Stripe SDK's own endpoint",
  CURSOR_SIGNING_KEY: 'plain key overriding the Secrets Manager secret (local runtime, sam local)',
  SECRETS_ENCRYPTION_KEY: 'plain key overriding the Secrets Manager secret (local runtime, sam local)',
  SECRETS_ENCRYPTION_PREVIOUS_KEYS: "local key rotation; deployed, the secret's AWSPREVIOUS/AWSPENDING stages",
  VALIDATE_RESPONSES: 'local runtime and tests: responses checked against their schemas',
  WEBHOOK_AUTO_DISABLE_DAYS: 'tunable; the code default (5 days) is the deployed value',
  PLATFORM_OPERATOR_EMAIL: 'tunable; only read when the operator company is first created',
  POWERTOOLS_METRICS_NAMESPACE: 'tunable; the code default namespace is the deployed one',
  POWERTOOLS_METRICS_DISABLED: 'tests silence metric lines; deployed, metrics are on',
  POWERTOOLS_TRACE_ENABLED: "tunable; deployed, tracing follows the function's TracingConfig (Active)",
  _X_AMZN_TRACE_ID: 'set by the Lambda runtime on each invocation, never in the configuration',
  AWS_SAM_LOCAL: 'set by `sam local` only',
  AWS_ENDPOINT_URL_S3:
    "local runtime: the S3 object-tagging emulator (the SDK's own endpoint variable); deployed, S3 itself",
  RENEWAL_TARGET_ARN:
    "renewSubscription's own ARN: CloudFormation cannot put a function's ARN in its own environment, so it sets it from its invocation context (functions/consumers/renew-subscription.ts); the routes that schedule renewals get it from the template (test/cdk/route-resources.test.ts)",
};
