import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiTokenEntity } from '../shared/domains/auth/api-token-entity';
import { companyCountryEntity } from '../shared/domains/company/company-country-entity';
import { companyEntity } from '../shared/domains/company/company-entity';

/** Where the floor server reads from. */
export interface FloorServerOptions {
  readonly dynamodbEndpoint: string | undefined;
  readonly region: string;
  readonly tableName: string;
}

/** A running floor server. */
export interface FloorServer {
  /** URL of its only endpoint, the floor's `GET /api/company`. */
  readonly url: string;
  /** Its DocumentClient, so the bench can check which calls a request makes. */
  readonly client: DynamoDBDocumentClient;
  stop(): Promise<void>;
}

/**
 * The least any `GET /api/company` can cost: a bare node:http server issuing the handler's DynamoDB
 * calls in the same order, with no routing, validation, middleware or logging (the token's
 * `last_used_at` stamp, once per 15 minutes, is left out). Keys come from the entity declarations,
 * so the floor follows the key layout; the bench flags a difference between both servers' calls.
 */
export async function startFloorServer(options: FloorServerOptions): Promise<FloorServer> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: options.region, endpoint: options.dynamodbEndpoint }),
    {
      marshallOptions: { removeUndefinedValues: true },
    },
  );
  const TableName = options.tableName;

  const server = createServer(async (request, response) => {
    try {
      const secret = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const hash = createHash('sha256').update(secret, 'utf8').digest('hex');
      const { Item: token } = await client.send(
        new GetCommand({ TableName, Key: apiTokenEntity.key({ hash }), ConsistentRead: true }),
      );
      if (!token) return send(response, 401, { message: 'Unauthenticated.' });
      const companyId = token.company_id as number;
      const [{ Item: company }, { Items: countries }] = await Promise.all([
        client.send(new GetCommand({ TableName, Key: companyEntity.key({ id: companyId }), ConsistentRead: true })),
        client.send(
          new QueryCommand({
            TableName,
            ...companyCountryEntity.query('primary', { company_id: companyId }, { skPrefix: 'COUNTRY#' }),
            ConsistentRead: true,
          }),
        ),
      ]);
      if (!company) return send(response, 404, { message: 'Not found.' });
      send(response, 200, { company: { ...company, countries }, status: 200 });
    } catch (error) {
      send(response, 500, { message: String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api/company`,
    client,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        client.destroy();
      }),
  };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
