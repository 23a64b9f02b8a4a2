import type { TestProject } from 'vitest/node';
import { ensureFunctionsBuilt } from '../../lib/bundling/ensure-functions-built';
import { startLocalRuntime, type LocalRuntime } from '../../lib/local/runtime';

let runtime: LocalRuntime | undefined;

/**
 * Builds the function bundles when sources changed (the CDK tests synthesize over them), then
 * starts DynamoDB Local (in memory) and the API once per test run, on free ports.
 */
export async function setup(project: TestProject): Promise<void> {
  await ensureFunctionsBuilt();
  // Tests deliver to local receivers on 127.0.0.1, as `npm start` does when the user asks for it.
  process.env.ALLOW_PRIVATE_TARGETS = '1';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
  runtime = await startLocalRuntime({ port: 0, dataDir: null, rateLimitPerSecond: 100_000, rateLimitBurst: 100_000, cursorSigningKey: 'test-cursor-key' });
  project.provide('baseUrl', runtime.baseUrl);
  project.provide('dynamodbEndpoint', process.env.DYNAMODB_ENDPOINT!);
  project.provide('tableName', process.env.TABLE_NAME!);
  project.provide('demo', runtime.credentials);
  // The local media bucket's S3 endpoint and name (lib/local/uploads-service.ts), to read object tags as S3 would answer them.
  project.provide('mediaBucket', { endpoint: process.env.AWS_ENDPOINT_URL_S3!, name: process.env.MEDIA_BUCKET! });
}

export async function teardown(): Promise<void> {
  await runtime?.stop();
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
