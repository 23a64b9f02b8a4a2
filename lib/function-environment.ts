import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { keySecretVariables } from '../shared/secrets/service-keys';
import { viewerCountryHeader } from './constructs/storefront-distribution';

/** What every function's environment is made of; see shared/config.ts for the reader. */
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

/** Names the one header a deployed function may take the visitor's country from (shared/site/visitor.ts). */
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
    // at init through Powertools Parameters (shared/secrets/service-keys.ts), with the access
    // grantServiceKeys gives them.
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
    ...(props.storefrontDomain ? { STOREFRONT_DOMAIN: props.storefrontDomain.toLowerCase(), [trustedCountryVariable]: viewerCountryHeader } : {}),
  };
}
