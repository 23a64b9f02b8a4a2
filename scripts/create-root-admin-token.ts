/**
 * `npm run admin:root-token [-- --name "<label>"]`: issues a root-admin token for the platform
 * operator's company and prints the secret once on stdout (notes go to stderr, so
 * `TOKEN=$(npm run -s admin:root-token)` captures only the secret).
 *
 * Targets the table named by TABLE_NAME (default `commerce-platform`) in AWS with the usual
 * credentials, or DynamoDB Local when DYNAMODB_ENDPOINT is set (e.g. the one `npm start` uses).
 */
import { parseArgs } from 'node:util';
import { issueRootAdminToken } from '../shared/use-cases/root-admin';

const { values } = parseArgs({ options: { name: { type: 'string', default: 'Root admin' } } });
if (process.env.DYNAMODB_ENDPOINT) {
  // DynamoDB Local accepts any credentials; the local runtime uses these same ones.
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.AWS_REGION ??= 'us-east-1';
}
// The shared configuration insists on a cursor key; this script signs no cursors.
process.env.CURSOR_SIGNING_KEY ??= 'unused-by-the-root-token-script';

try {
  const { token, secret } = await issueRootAdminToken(values.name!.slice(0, 100));
  console.error(
    `Root-admin token ${token.id} ("${token.name}") for the platform operator company ${token.company_id}. Shown once; store it now:`,
  );
  console.log(secret);
} catch (error) {
  console.error(`Could not issue a root-admin token: ${(error as Error).message}`);
  process.exitCode = 1;
}
