import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureFunctionsBuilt } from '../../lib/bundling/ensure-functions-built';
import { templateAssemblyDir } from '../../lib/local/cloud-assembly';
import { startLocalRuntime, type LocalRuntime } from '../../lib/local/runtime';

let runtime: LocalRuntime | undefined;
const auditFile = join(templateAssemblyDir, 'deployed-audit.json');

/**
 * The deployed run's target: the synthesized template served by the local runtime in template
 * mode (every function its deployed bundle, with its template environment and execution role),
 * on DynamoDB Local in memory. It provides what the integration setup provides, so the same HTTP
 * tests run unchanged, and the smoke suite's target.
 */
export async function setup(project: TestProject): Promise<void> {
  await ensureFunctionsBuilt();
  process.env.ALLOW_PRIVATE_TARGETS = '1';
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
  // Every function's container is a worker thread piping its output into this process's streams: one listener each, by design.
  process.stdout.setMaxListeners(0);
  process.stderr.setMaxListeners(0);
  // The cursor key the test workers sign with (worker-env.ts); template mode serves it as the secret the functions read.
  runtime = await startLocalRuntime({
    port: 0,
    dataDir: null,
    fromTemplate: true,
    rateLimitPerSecond: 100_000,
    rateLimitBurst: 100_000,
    cursorSigningKey: 'test-cursor-key',
  });
  project.provide('baseUrl', runtime.baseUrl);
  project.provide('dynamodbEndpoint', process.env.DYNAMODB_ENDPOINT!);
  project.provide('tableName', process.env.TABLE_NAME!);
  project.provide('demo', runtime.credentials);
  project.provide('mediaBucket', { endpoint: process.env.AWS_ENDPOINT_URL_S3!, name: process.env.MEDIA_BUCKET! });
  project.provide('smoke', {
    baseUrl: runtime.baseUrl,
    companyToken: runtime.credentials.company_token,
    rootAdminToken: runtime.credentials.root_admin_token,
    shop: 'demo',
    local: true,
  });
}

/**
 * Judges what the deployed bundles did against the template (lib/local/template-audit.ts): the
 * run fails on any AWS call a function's execution role denies and on any variable a function
 * read that its template entry lacks. The whole audit is written to cdk.out.local/deployed-audit.json.
 */
export async function teardown(): Promise<void> {
  if (!runtime) return;
  const audit = await runtime.audit!();
  await runtime.stop();
  writeFileSync(auditFile, `${JSON.stringify(audit, null, 2)}\n`);
  console.log(
    `[deployed] audit: ${audit.evaluated} authorizations evaluated, ${audit.denied.length} denied, ${audit.missingEnvironment.length} functions missing variables, ` +
      `${audit.notExercised.length} functions not exercised (${auditFile})`,
  );
  const failures = [
    ...audit.denied.map((call) => `${call.function}: ${call.action} on ${call.resource} is ${call.result}`),
    ...audit.missingEnvironment.map(
      (entry) => `${entry.function} read ${entry.variables.join(', ')}, which its template entry does not set`,
    ),
  ];
  if (failures.length) {
    // Vitest logs a teardown error but keeps the exit code; the run must fail.
    process.exitCode = 1;
    throw new Error(`The deployed bundles did what their template would refuse:\n- ${failures.join('\n- ')}`);
  }
}
