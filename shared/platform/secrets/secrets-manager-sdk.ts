/**
 * The Secrets Manager SDK, as a lazy module (lib/bundling/lazy-modules.ts): the functions that
 * need a service key only on a rare path (a cart's pricing callback signs with a sealed token)
 * load it there, through `serviceKey` (service-keys.ts), instead of at every cold start. Functions
 * that read the keys at init bundle the client itself.
 */
export { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
