import { createServer, type Server } from 'node:http';

/** One operation of an AWS JSON-protocol API (`X-Amz-Target: Service.Operation`). */
export type AwsJsonOperation = (input: any) => unknown | Promise<unknown>;

/** An AWS-shaped error the SDK maps back to a typed exception. */
export class AwsJsonError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/**
 * A local HTTP endpoint speaking the AWS JSON protocols (SQS is JSON 1.0, EventBridge JSON 1.1),
 * so the functions' unmodified SDK clients reach the emulators through AWS_ENDPOINT_URL_* variables.
 */
export class AwsJsonEndpoint {
  private readonly operations = new Map<string, AwsJsonOperation>();
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const target = String(request.headers['x-amz-target'] ?? '');
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/x-amz-json-1.0',
          'x-amzn-requestid': crypto.randomUUID(),
        });
        response.end(JSON.stringify(body));
      };
      const operation = this.operations.get(target);
      if (!operation)
        return reply(400, { __type: 'UnknownOperationException', message: `Unknown operation ${target}` });
      try {
        reply(200, (await operation(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'))) ?? {});
      } catch (error) {
        if (error instanceof AwsJsonError) return reply(error.status, { __type: error.type, message: error.message });
        reply(500, { __type: 'InternalFailure', message: (error as Error).message });
      }
    });
  });

  /** Registers the implementation of `Service.Operation`. */
  register(target: string, operation: AwsJsonOperation): void {
    this.operations.set(target, operation);
  }

  /** Listens on a free loopback port and returns the endpoint URL. */
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
}
