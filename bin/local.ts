/**
 * `npm start`: runs the whole API on this machine with embedded defaults.
 * Configuration comes from environment variables (see README "Configuration").
 */
import { resolve } from 'node:path';
import { divertMetricLines } from '../lib/local/metric-lines';
import { startLocalRuntime } from '../lib/local/runtime';
import { DEMO_OWNER_EMAIL } from '../lib/local/seed';

const env = process.env;
const number = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);

// The console shows one readable line per request (the gateway's); the functions' JSON logs show
// warnings and errors unless POWERTOOLS_LOG_LEVEL=INFO asks for their per-request lines too.
env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
const metricsFile = resolve(env.DATA_DIR ?? '.local', 'metrics.log');
if (env.LOG_METRICS !== '1' && env.POWERTOOLS_METRICS_DISABLED !== 'true')
  divertMetricLines(process.stdout, metricsFile);

async function main(): Promise<void> {
  const started = performance.now();
  console.log('[local] starting DynamoDB Local and the API ...');
  const runtime = await startLocalRuntime({
    port: number('PORT', 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? '.local',
    dynamodbEndpoint: env.DYNAMODB_ENDPOINT || undefined,
    tableName: env.TABLE_NAME,
    rateLimitPerSecond: number('RATE_LIMIT_RPS', 50),
    rateLimitBurst: number('RATE_LIMIT_BURST', 100),
    cursorSigningKey: env.CURSOR_SIGNING_KEY,
    logRequests: env.LOG_REQUESTS !== '0',
    fromTemplate: env.LOCAL_FROM_TEMPLATE === '1',
  });

  const { baseUrl, credentials, dataDir } = runtime;
  console.log(
    [
      '',
      `  Commerce Platform API (local${env.LOCAL_FROM_TEMPLATE === '1' ? ', from the synthesized template' : ''}) ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      `  Base URL     ${baseUrl}`,
      `  Storefront   ${credentials.storefront_url}/  (demo shop, demo theme; or any URL with -H "X-Service-Shop: demo")`,
      `  Admin        ${baseUrl}/admin/  (sign in as ${DEMO_OWNER_EMAIL}: the link arrives in ${baseUrl}/_local/mailbox)`,
      `  API docs     ${baseUrl}/api/docs`,
      `  OpenAPI      ${baseUrl}/api/openapi.json`,
      `  Health       ${baseUrl}/health`,
      `  DATA_DIR     ${dataDir ?? '(in memory)'}`,
      `  Company id   ${credentials.company_id}`,
      `  Company token     ${credentials.company_token}`,
      `  Root-admin token  ${credentials.root_admin_token}`,
      `  Credentials file  ${dataDir ? `${dataDir}/credentials.json` : '(not written: in-memory mode)'}`,
      `  Metrics (EMF)     ${env.POWERTOOLS_METRICS_DISABLED === 'true' ? 'off (POWERTOOLS_METRICS_DISABLED=true)' : env.LOG_METRICS === '1' ? 'printed here (LOG_METRICS=1)' : `${metricsFile} (LOG_METRICS=1 prints them here)`}`,
      `  Stripe emulator   ${env.STRIPE_API_URL}  (any sk_test_ key; test cards and the stand-in card form: lib/local/stripe-emulator/README.md)`,
      `  Webhook targets   ${env.ALLOW_PRIVATE_TARGETS === '1' ? 'http:// and private/loopback hosts ALLOWED (ALLOW_PRIVATE_TARGETS=1)' : 'public https only (ALLOW_PRIVATE_TARGETS=1 allows local receivers)'}`,
      '',
      `  try: curl -H "Authorization: Bearer ${credentials.company_token}" ${baseUrl}/api/company`,
      '',
    ].join('\n'),
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[local] ${signal}: stopping the API and DynamoDB Local ...`);
    await runtime.stop();
    console.log('[local] stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: Error) => {
  console.error(`[local] ${error.message}`);
  process.exit(1);
});
