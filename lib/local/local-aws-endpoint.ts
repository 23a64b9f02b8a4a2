import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { AwsJsonError, type AwsJsonOperation } from './aws-json-endpoint';
import { iamRequestsOf, type ArnScope, type IamRequest } from './iam-requests';

/** One AWS API call a function made, with the IAM authorizations it needs. */
export interface RecordedCall {
  /** The caller: template mode gives each function its name as its access key id. */
  readonly functionName: string;
  readonly service: string;
  readonly operation: string;
  readonly requests: readonly IamRequest[];
}

/** A REST operation (Scheduler, SES v2): path pattern, operation name, implementation. */
interface RestOperation {
  readonly service: string;
  readonly method: string;
  readonly path: RegExp;
  readonly operation: string;
  run(input: any, params: { path: string[]; query: URLSearchParams }): unknown | Promise<unknown>;
}

/**
 * Template mode's single AWS endpoint (every function's AWS_ENDPOINT_URL): tells services apart by
 * the SigV4 scope and callers by access key, records each call's IAM authorizations, then forwards
 * DynamoDB to DynamoDB Local and runs the registered emulators for the rest (unregistered:
 * UnknownOperationException).
 */
export class LocalAwsEndpoint {
  /** Every distinct call (same caller, operation and authorizations) once. */
  readonly calls: RecordedCall[] = [];
  private readonly seen = new Set<string>();
  private readonly json = new Map<string, AwsJsonOperation>();
  private readonly rest: RestOperation[] = [];
  private readonly server: Server = createServer((request, response) => {
    this.serve(request, response).catch((error: Error) =>
      reply(response, 500, { __type: 'InternalFailure', message: error.message }),
    );
  });

  constructor(
    private readonly scope: ArnScope,
    private readonly dynamodbEndpoint: string,
  ) {}

  /** Registers a JSON-protocol operation by its `X-Amz-Target` (`AmazonSQS.SendMessage`). */
  registerJson(target: string, operation: AwsJsonOperation): void {
    this.json.set(target, operation);
  }

  registerRest(operation: RestOperation): void {
    this.rest.push(operation);
  }

  /** Records an authorization a function's role needs outside its own code (an event source mapping's polling). */
  recordOnBehalfOf(functionName: string, service: string, requests: IamRequest[]): void {
    this.add({ functionName, service, operation: 'EventSourceMapping', requests });
  }

  listen(): Promise<string> {
    return new Promise((resolve) =>
      this.server.listen(0, '127.0.0.1', () =>
        resolve(`http://127.0.0.1:${(this.server.address() as { port: number }).port}`),
      ),
    );
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readAll(request);
    const credential = /Credential=([^/]+)\/[^/]+\/[^/]+\/([^/]+)\//.exec(String(request.headers.authorization ?? ''));
    if (!credential)
      return reply(response, 403, { __type: 'MissingAuthenticationTokenException', message: 'Unsigned request' });
    const [, functionName, service] = credential as unknown as [string, string, string];
    const target = String(request.headers['x-amz-target'] ?? '');
    const input =
      body.length && String(request.headers['content-type'] ?? '').includes('json')
        ? JSON.parse(body.toString('utf8'))
        : {};

    if (target) {
      const operation = target.split('.').pop()!;
      this.record(functionName, service, operation, input);
      if (service === 'dynamodb') return this.forwardToDynamoDb(request, body, response);
      const implementation = this.json.get(target);
      if (!implementation)
        return reply(response, 400, {
          __type: 'UnknownOperationException',
          message: `Template mode does not emulate ${target}`,
        });
      try {
        return reply(response, 200, (await implementation(input)) ?? {});
      } catch (error) {
        if (error instanceof AwsJsonError)
          return reply(response, error.status, { __type: error.type, message: error.message });
        throw error;
      }
    }

    const url = new URL(request.url ?? '/', 'http://local');
    const match = this.rest
      .map((rest) => ({ rest, params: rest.path.exec(url.pathname) }))
      .find(({ rest, params }) => rest.service === service && rest.method === request.method && params);
    if (!match)
      return reply(response, 404, {
        message: `Template mode does not emulate ${service} ${request.method} ${url.pathname}`,
      });
    const path = match.params!.slice(1).map(decodeURIComponent);
    const restInput = {
      ...input,
      ...(path[0] !== undefined ? { Name: path[0] } : {}),
      ...(url.searchParams.get('groupName') ? { GroupName: url.searchParams.get('groupName') } : {}),
    };
    this.record(functionName, service, match.rest.operation, restInput);
    try {
      reply(response, 200, (await match.rest.run(restInput, { path, query: url.searchParams })) ?? {});
    } catch (error) {
      if (!(error instanceof AwsJsonError)) throw error;
      response.writeHead(error.status, { 'content-type': 'application/json', 'x-amzn-errortype': error.type });
      response.end(JSON.stringify({ Message: error.message, message: error.message }));
    }
  }

  private record(functionName: string, service: string, operation: string, input: unknown): void {
    this.add({ functionName, service, operation, requests: iamRequestsOf(service, operation, input, this.scope) });
  }

  private add(call: RecordedCall): void {
    const key = JSON.stringify(call);
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.calls.push(call);
  }

  private forwardToDynamoDb(request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    // DynamoDB Local takes only letters and digits as an access key id (it checks no signature).
    const authorization = String(request.headers.authorization).replace(/Credential=[^/]+\//, 'Credential=local/');
    const headers = { ...request.headers, authorization, host: new URL(this.dynamodbEndpoint).host };
    const forwarded = httpRequest(`${this.dynamodbEndpoint}/`, { method: 'POST', headers }, (upstream) => {
      response.writeHead(upstream.statusCode ?? 500, upstream.headers);
      upstream.pipe(response);
    });
    forwarded.on('error', (error) => reply(response, 500, { __type: 'InternalFailure', message: error.message }));
    forwarded.end(body);
  }
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) return;
  response.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': crypto.randomUUID() });
  response.end(JSON.stringify(body));
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
