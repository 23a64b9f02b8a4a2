import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { consumers } from '../../functions/manifest';
import { projectRoot } from '../../lib/bundling/bundle-paths';
import { ensureFunctionsBuilt } from '../../lib/bundling/ensure-functions-built';
import { startLocalRuntime, type LocalRuntime } from '../../lib/local/runtime';
import { auditSuiteRecords } from '../../lib/local/suite-audit';

let runtime: LocalRuntime | undefined;

/** Where the run's AWS calls and variable reads are recorded, and the audit of them written. */
const auditDir = join(projectRoot, 'cdk.out.suite');
const recordFile = join(auditDir, 'calls.jsonl');
const auditFile = join(auditDir, 'audit.json');
/** The events queue's consumer, whose failed messages fail the run. */
const fanOut = consumers.find((consumer) => consumer.handler === 'consumers/fan-out-event')!.id;

/**
 * Builds the function bundles when sources changed (the CDK tests synthesize over them), then
 * starts DynamoDB Local (in memory) and the API once per test run, on free ports, recording every
 * AWS call and environment read of the functions it runs for the teardown's audit.
 */
export async function setup(project: TestProject): Promise<void> {
  await ensureFunctionsBuilt();
  // Tests deliver to local receivers on 127.0.0.1, as `npm start` does when the user asks for it.
  process.env.ALLOW_PRIVATE_TARGETS = '1';
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
  runtime = await startLocalRuntime({
    port: 0,
    dataDir: null,
    rateLimitPerSecond: 100_000,
    rateLimitBurst: 100_000,
    cursorSigningKey: 'test-cursor-key',
    recordCallsTo: recordFile,
  });
  project.provide('baseUrl', runtime.baseUrl);
  project.provide('dynamodbEndpoint', process.env.DYNAMODB_ENDPOINT!);
  project.provide('tableName', process.env.TABLE_NAME!);
  project.provide('demo', runtime.credentials);
  // The local media bucket's S3 endpoint and name (lib/local/uploads-service.ts), to read object tags as S3 would answer them.
  project.provide('mediaBucket', { endpoint: process.env.AWS_ENDPOINT_URL_S3!, name: process.env.MEDIA_BUCKET! });
}

/**
 * Stops the runtime, then judges what its functions did against the synthesized template
 * (lib/local/suite-audit.ts): the run fails on any AWS call a function's deployed role denies and
 * on any variable a function read that its template entry lacks. The whole audit, with the
 * per-function unused grants, is written to cdk.out.suite/audit.json. It also fails when the
 * fan-out failed an event message that no retry got through.
 */
export async function teardown(): Promise<void> {
  const localEnvironment = { ...process.env };
  if (!runtime) return;
  // Read before the runtime stops (its pipeline answers it); a failed read is reported, and the runtime stops regardless.
  const failedMessages = await consumerFailures(runtime.baseUrl).catch((error: unknown) => error as Error);
  await runtime.stop();
  // Synthesizes the template only when a source is newer than cdk.out.local (after the tests, so
  // the synthesis never competes with them for the CPU).
  const audit = await auditSuiteRecords(recordFile, localEnvironment);
  writeFileSync(auditFile, `${JSON.stringify(audit, null, 2)}\n`);
  const failures = [
    ...audit.denied.map((call) => `${call.function}: ${call.action} on ${call.resource} is ${call.result}`),
    ...audit.missingEnvironment.map(
      (entry) => `${entry.function} read ${entry.variables.join(', ')}, which its template entry does not set`,
    ),
    ...audit.unknownFunctions.map((name) => `${name} ran, but the template has no function of that name`),
    // An event message the fan-out failed and no retry got through is lost to receivers (it ends in
    // the DLQ), and no single test would see it: data off its schema, an event the fan-out cannot
    // build. The deliver consumer's failures are by design (an exhausted delivery is reported
    // failed so the queue parks it).
    ...(failedMessages instanceof Error
      ? [`the pipeline's failure counts could not be read: ${failedMessages.message}`]
      : failedMessages[fanOut]
        ? [
            `${fanOut} failed ${failedMessages[fanOut]} event messages that no retry got through (POWERTOOLS_LOG_LEVEL=ERROR npm test shows why)`,
          ]
        : []),
  ];
  if (!(failedMessages instanceof Error))
    console.log(
      `[pipeline] messages the queue consumers failed and no retry got through, by consumer: ${JSON.stringify(failedMessages)}`,
    );
  console.log(
    `[audit] ${audit.evaluated} authorizations evaluated over ${audit.notExercised.length ? `all but ${audit.notExercised.length} of the functions` : 'every function'}: ` +
      `${audit.denied.length} denied, ${audit.missingEnvironment.length} functions missing variables, ${audit.unusedGrants.length} functions with unused grants (${auditFile})`,
  );
  if (failures.length) {
    // Vitest logs a teardown error but keeps the exit code; the run must fail.
    process.exitCode = 1;
    throw new Error(`The suite's functions did what deployed would refuse or lose:\n- ${failures.join('\n- ')}`);
  }
}

/** Messages each queue consumer failed and no retry got through (`/_local/pipeline`), by consumer id. */
async function consumerFailures(baseUrl: string): Promise<Record<string, number>> {
  const snapshot = (await (await fetch(`${baseUrl}/_local/pipeline`)).json()) as {
    consumers: { unacknowledged_failures: Record<string, number> };
  };
  return snapshot.consumers.unacknowledged_failures;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dynamodbEndpoint: string;
    tableName: string;
    demo: { company_id: number; company_token: string; root_admin_token: string; storefront_url: string };
    mediaBucket: { endpoint: string; name: string };
  }
}
