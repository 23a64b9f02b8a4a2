/**
 * The Secrets Manager client and Powertools' secrets provider, as a lazy module
 * (lib/bundling/lazy-modules.ts): every API function bundles the service-key reader, but only a
 * deployed container, whose keys live in Secrets Manager, reads through them; the local runtime,
 * tests and `sam local` take the keys from plain variables and never load ~20 KB of client.
 * Import it with `await import('./secrets-sdk')`.
 */
export { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
export { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
