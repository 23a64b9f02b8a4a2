/**
 * Powertools' idempotency utility with its DynamoDB store and the client it sends through, in one
 * module that functions load with `import()` only (lib/bundling/lazy-modules.ts): only requests
 * carrying an `Idempotency-Key` pay for it. The client comes from here too, so the store's
 * commands and the client are the same copy of the SDK.
 */
export {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  IdempotencyValidationError,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
export { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
export { DynamoDBClient } from '@aws-sdk/client-dynamodb';
