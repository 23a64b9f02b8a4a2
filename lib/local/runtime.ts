import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { resetConfig } from '../../shared/platform/config';
import { logger } from '../../shared/platform/logger';
import { answer, createApiGateway, writeJson, type GatewayRouter, type LocalRoute } from './api-gateway';
import { readCdnDistribution } from './cdn-distribution';
import { CdnEdge } from './cdn-edge';
import { ensureTable } from './create-table';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local';
import { freePort } from './free-port';
import { RateLimiter } from './rate-limiter';
import { DEMO_SUBDOMAIN, seedDemo, type DemoCredentials } from './seed';
import {
  loadCloudAssembly,
  TEMPLATE_ACCOUNT,
  TEMPLATE_CONTEXT,
  TEMPLATE_REGION,
  templateAssemblyDir,
} from './cloud-assembly';
import { LocalAwsEndpoint } from './local-aws-endpoint';
import type { LocalServiceContext } from './local-service';
import { localServices, templateModeServices } from './services';
import { CALL_RECORD_FILE_VARIABLE, startCallRecording } from './suite-call-recorder';
import { auditTemplateRun, type TemplateAudit } from './template-audit';
import { readTemplateModel } from './template-model';
import { TemplateResolver } from './template-resolver';
import { lambdaRuntimeEnvironment, startTemplateServices } from './template-services';

/** Options of the local runtime; every field has an embedded default so `npm start` needs none. */
export interface LocalRuntimeOptions {
  /** HTTP port; 0 picks a free one. @default 3000 */
  readonly port?: number;
  /** Address to bind. @default '127.0.0.1' */
  readonly host?: string;
  /** Folder for DynamoDB data, credentials and local artefacts; null keeps everything in memory. @default '.local' */
  readonly dataDir?: string | null;
  /** Use an already running DynamoDB instead of starting DynamoDB Local. */
  readonly dynamodbEndpoint?: string;
  /** Table name. @default 'commerce-platform' */
  readonly tableName?: string;
  /** Requests per second per client before 429. @default 50 */
  readonly rateLimitPerSecond?: number;
  /** Burst size of the per-client bucket. @default 100 */
  readonly rateLimitBurst?: number;
  /** Key signing pagination cursors. @default a fixed local development key */
  readonly cursorSigningKey?: string;
  /** One line per request to stdout. @default false */
  readonly logRequests?: boolean;
  /**
   * Serve the synthesized CDK template instead of the manifest (`LOCAL_FROM_TEMPLATE=1`): its
   * routes, functions (their deployed bundles and template environments), queues, rules, event
   * source mappings and schedule groups; the table name comes from the template. @default false
   */
  readonly fromTemplate?: boolean;
  /**
   * Records every AWS SDK call and environment read of the functions it runs to this JSON-lines
   * file (suite-call-recorder.ts), for the test suite's IAM and environment audit (suite-audit.ts).
   * Default mode only: template mode records through its AWS endpoint. @default no recording
   */
  readonly recordCallsTo?: string;
}

/** A started local runtime. */
export interface LocalRuntime {
  readonly baseUrl: string;
  readonly dataDir: string | null;
  readonly credentials: DemoCredentials;
  /** In template mode: what the run shows about the deployed configuration so far. */
  readonly audit?: () => Promise<TemplateAudit>;
  stop(): Promise<void>;
}

/**
 * Starts the whole platform on this machine: DynamoDB Local, the table from the shared definition,
 * the demo seed and the API Gateway emulator running the manifest's handlers.
 */
export async function startLocalRuntime(options: LocalRuntimeOptions = {}): Promise<LocalRuntime> {
  const dataDir = options.dataDir === null ? null : resolve(options.dataDir ?? '.local');
  const host = options.host ?? '127.0.0.1';
  const stack: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const step of stack.reverse()) await step().catch((error) => console.error('[local] stop step failed', error));
  };

  try {
    if (options.recordCallsTo && !options.fromTemplate) {
      // Before any handler loads; the handler workers read the file name from the shared environment.
      mkdirSync(dirname(options.recordCallsTo), { recursive: true });
      writeFileSync(options.recordCallsTo, '');
      process.env[CALL_RECORD_FILE_VARIABLE] = options.recordCallsTo;
      startCallRecording(options.recordCallsTo);
    }
    // Bind the port first: a second `npm start` must fail before it touches DATA_DIR.
    let ready = false;
    const localRoutes = new Map<string, LocalRoute>([
      ['/health', (_req, res) => writeJson(res, ready ? 200 : 503, { status: ready ? 'ok' : 'starting' })],
    ]);
    // Template mode routes by the template, known once it is read.
    let router: GatewayRouter | undefined;
    // Template mode serves the storefront hosts through the distribution the template defines.
    let edge: CdnEdge | undefined;
    const server = createApiGateway({
      router: options.fromTemplate ? (method, path) => router!(method, path) : undefined,
      edge: () => edge,
      rateLimiter: new RateLimiter({
        ratePerSecond: options.rateLimitPerSecond ?? 50,
        burst: options.rateLimitBurst ?? 100,
      }),
      localRoutes,
      isReady: () => ready,
      onRequest: options.logRequests
        ? (line) => console.log(`[api] ${line.method} ${line.path} → ${line.status} (${line.ms.toFixed(1)} ms)`)
        : undefined,
    });
    const port = await listen(server, options.port ?? 3000, host);
    stack.push(() => closeServer(server));
    if (dataDir) mkdirSync(dataDir, { recursive: true });

    let dynamo: DynamoDbLocal | undefined;
    if (!options.dynamodbEndpoint) {
      dynamo = await startDynamoDbLocal({
        port: await freePort(),
        dataDir: dataDir ? join(dataDir, 'dynamodb') : undefined,
      });
      stack.push(() => dynamo!.stop());
    }
    const endpoint = options.dynamodbEndpoint ?? dynamo!.endpoint;
    const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    const template = options.fromTemplate ? await loadTemplate(baseUrl, endpoint) : undefined;
    const tableName = template?.model.tables[0]?.name ?? options.tableName ?? 'commerce-platform';
    configureEnvironment({ endpoint, tableName, cursorSigningKey: options.cursorSigningKey });

    const client = new DynamoDBClient({ endpoint, region: process.env.AWS_REGION });
    await ensureTable(client, tableName);
    client.destroy();

    process.env.PUBLIC_BASE_URL = baseUrl;
    resetConfig();
    const services = new Map<string, unknown>();
    const serviceContext: LocalServiceContext = {
      dynamodbEndpoint: endpoint,
      tableName,
      dataDir,
      baseUrl,
      addRoute: (path, route) => localRoutes.set(path, route),
      services,
    };
    for (const service of template ? templateModeServices : localServices) {
      const started = await service.start(serviceContext);
      stack.push(() => started.stop());
    }
    let audit: (() => Promise<TemplateAudit>) | undefined;
    if (template) {
      stack.push(() => template.aws.close());
      const started = await startTemplateServices(template.model, template.aws, template.awsUrl, serviceContext);
      stack.push(() => started.stop());
      router = started.router;
      edge = storefrontEdge(template.model.resolver, baseUrl, started);
      if (edge) {
        const cdn = edge;
        // GET: what the edge did so far; DELETE: forget the stored answers and the counts (an invalidation of /*).
        localRoutes.set('/_local/cdn', (request, response) => {
          if (request.method === 'DELETE') cdn.reset();
          writeJson(response, 200, cdn.stats());
        });
      }
      const runtimeVariables = new Set(
        Object.keys(lambdaRuntimeEnvironment(template.model.functions[0]!, TEMPLATE_REGION, template.awsUrl)),
      );
      audit = () =>
        auditTemplateRun(template.model, template.aws.calls, started.workers.environmentReads, runtimeVariables);
      localRoutes.set('/_local/template/audit', async (_request, response) => writeJson(response, 200, await audit!()));
    }
    const credentials = await seedDemo(baseUrl, dataDir ? join(dataDir, 'credentials.json') : undefined);
    ready = true;
    return { baseUrl, dataDir, credentials, audit, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Reads the synthesized template (synthesizing when the assembly is stale) with its deploy-time
 * values resolved to this runtime: the API endpoint to `baseUrl`, queue URLs to the local AWS
 * endpoint, which forwards DynamoDB calls to `dynamodbEndpoint`.
 */
async function loadTemplate(baseUrl: string, dynamodbEndpoint: string) {
  const stacks = await loadCloudAssembly();
  const partitionKeys = new Map<string, string>();
  const aws = new LocalAwsEndpoint(
    { account: TEMPLATE_ACCOUNT, region: TEMPLATE_REGION, partitionKeys },
    dynamodbEndpoint,
  );
  const awsUrl = await aws.listen();
  const resolver = new TemplateResolver(stacks, {
    account: TEMPLATE_ACCOUNT,
    region: TEMPLATE_REGION,
    apiEndpoint: baseUrl,
    awsEndpoint: awsUrl,
    cdnDomain: new URL(baseUrl).host,
  });
  const model = readTemplateModel(templateAssemblyDir, resolver);
  if (model.tables.length !== 1)
    throw new Error(`Template mode expects the platform's one table, found ${model.tables.length}`);
  for (const table of model.tables) partitionKeys.set(table.name, table.partitionKey);
  return { model, aws, awsUrl };
}

/** The storefront distribution of the template, played in front of the gateway for its hosts. */
function storefrontEdge(
  resolver: TemplateResolver,
  baseUrl: string,
  services: { router: GatewayRouter; secretValue(arn: string): string | undefined },
): CdnEdge | undefined {
  const distribution = readCdnDistribution(resolver, TEMPLATE_CONTEXT.storefrontDomain!);
  if (!distribution) return undefined;
  const origin = {
    host: new URL(baseUrl).host,
    send: (request: Parameters<typeof answer>[0] & { url: string; body: Buffer }) =>
      answer(request, request.body, new URL(request.url, 'http://localhost'), services),
  };
  return new CdnEdge(distribution, origin, (arn) => services.secretValue(arn));
}

function configureEnvironment(env: { endpoint: string; tableName: string; cursorSigningKey?: string }): void {
  process.env.DYNAMODB_ENDPOINT = env.endpoint;
  process.env.TABLE_NAME = env.tableName;
  process.env.AWS_REGION ??= 'us-east-1';
  // DynamoDB Local accepts any credentials; fixed ones keep every client on the same shared database.
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.CURSOR_SIGNING_KEY =
    env.cursorSigningKey ?? process.env.CURSOR_SIGNING_KEY ?? 'local-development-cursor-key';
  process.env.SECRETS_ENCRYPTION_KEY ??= 'local-development-secrets-key';
  process.env.VALIDATE_RESPONSES ??= '1';
  // The API root's landing page links to the shop the seed creates.
  process.env.DEMO_SHOP = DEMO_SUBDOMAIN;
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  // The logger may have been created (by an import) before this ran; apply the level now.
  logger.setLogLevel(process.env.POWERTOOLS_LOG_LEVEL as Parameters<typeof logger.setLogLevel>[0]);
  resetConfig();
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is already in use; stop the other process or set PORT.`)
          : error,
      ),
    );
    server.listen(port, host, () => resolve((server.address() as { port: number }).port));
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}
