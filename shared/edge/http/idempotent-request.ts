import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { config } from '../../platform/config';
import { tableDefinition } from '../../platform/db/table-definition';
import { traceClient } from '../../platform/observability/tracing';
import { DomainError } from '../../platform/errors/domain-error';
import { IDEMPOTENCY_TTL_SECONDS, MAX_IDEMPOTENCY_KEY_LENGTH, REPLAYED_HEADER } from './idempotency-key';

/** What identifies one idempotent request. */
export interface IdempotentRequest {
  /** From `idempotencyScope`. */
  readonly scope: string;
  /** The client's `Idempotency-Key` header value. */
  readonly key: string;
  readonly event: APIGatewayProxyEventV2;
  readonly context: Context;
}

let client: DynamoDBClient | undefined;

/**
 * Runs `respond` at most once per scope and key with Powertools' idempotency utility on the single
 * table (pk = scope, sk = `idempotency#<hash of the key>`, `ttl` expiry): the first successful
 * response is stored for 24 hours and replayed, with `Idempotent-Replayed: true`, to a retry with
 * the same method, path and body. The same key with another request → 422; a retry while the
 * first still runs → 409. A failed first request stores nothing, so the client can retry it.
 */
export async function withIdempotencyKey(
  request: IdempotentRequest,
  respond: () => Promise<APIGatewayProxyStructuredResultV2>,
): Promise<APIGatewayProxyStructuredResultV2> {
  const key = request.key;
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw new DomainError('idempotency_key_invalid');
  }
  const {
    DynamoDBClient,
    DynamoDBPersistenceLayer,
    IdempotencyAlreadyInProgressError,
    IdempotencyConfig,
    IdempotencyValidationError,
    makeIdempotent,
  } = await import('./powertools-idempotency');
  const idempotencyConfig = new IdempotencyConfig({
    eventKeyJmesPath: 'key',
    payloadValidationJmesPath: 'request',
    expiresAfterSeconds: IDEMPOTENCY_TTL_SECONDS,
  });
  idempotencyConfig.registerLambdaContext(request.context); // an in-progress key frees itself when the function times out
  const { region, dynamodbEndpoint } = config();
  client ??= traceClient(new DynamoDBClient({ region, endpoint: dynamodbEndpoint }));
  const persistenceStore = new DynamoDBPersistenceLayer({
    tableName: config().tableName,
    keyAttr: tableDefinition.partitionKey,
    sortKeyAttr: tableDefinition.sortKey,
    staticPkValue: request.scope,
    expiryAttr: tableDefinition.ttlAttribute,
    awsSdkV3Client: client,
  });
  let executed = false;
  const once = makeIdempotent(
    async (_payload: unknown) => {
      executed = true;
      return respond();
    },
    { persistenceStore, config: idempotencyConfig, keyPrefix: 'idempotency' },
  );
  const { event } = request;
  const payload = {
    key,
    request: { method: event.requestContext?.http?.method, path: event.rawPath, body: event.body ?? null },
  };
  try {
    const response = (await once(payload)) as APIGatewayProxyStructuredResultV2;
    return executed ? response : { ...response, headers: { ...response.headers, [REPLAYED_HEADER]: 'true' } };
  } catch (error) {
    if (error instanceof IdempotencyAlreadyInProgressError)
      throw new DomainError('idempotency_key_in_use', { cause: error });
    if (error instanceof IdempotencyValidationError) throw new DomainError('idempotency_key_reused', { cause: error });
    throw error;
  }
}
