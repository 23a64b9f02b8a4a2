import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { registrationEntity, type CallbackRegistration } from './registration-entity';

/**
 * Per-registration circuit breaker, its state kept on the registration item: every Lambda container
 * sees the same state (an in-memory breaker would need 5 slow failures per container, and forget on
 * every cold start), and reading it costs nothing since the invoker reads the registration anyway.
 * Writes happen only on failures and on recovery.
 */
export const BREAKER_THRESHOLD = 5;
/** How long the breaker stays open before one probe call is let through. */
export const BREAKER_OPEN_MS = 60_000;
/** How long a probe holds the half-open breaker (longer than a callback may take). */
const PROBE_HOLD_MS = 10_000;

async function update(
  registration: CallbackRegistration,
  input: {
    UpdateExpression: string;
    ConditionExpression?: string;
    ExpressionAttributeValues?: Record<string, unknown>;
  },
) {
  try {
    return await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: registrationEntity.key(registration),
        ...input,
        // Never resurrect a registration deleted meanwhile (UpdateItem would create it).
        ConditionExpression: input.ConditionExpression
          ? `attribute_exists(pk) AND (${input.ConditionExpression})`
          : 'attribute_exists(pk)',
        ReturnValues: 'ALL_NEW',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/**
 * Whether a call may go out now. Closed: yes. Open: no. Open but expired (half-open): exactly one
 * caller wins a conditional write that re-arms the breaker for the probe's duration and may call;
 * concurrent callers keep using the fallback until the probe's outcome is known.
 */
export async function admitCall(registration: CallbackRegistration, now: Date): Promise<boolean> {
  const openUntil = registration.breaker_open_until;
  if (openUntil === null) return true;
  if (Date.parse(openUntil) > now.getTime()) return false;
  const claimed = await update(registration, {
    UpdateExpression: 'SET breaker_open_until = :hold',
    ConditionExpression: 'breaker_open_until = :seen',
    ExpressionAttributeValues: { ':hold': new Date(now.getTime() + PROBE_HOLD_MS).toISOString(), ':seen': openUntil },
  });
  return claimed !== undefined;
}

/** A successful call closes the breaker (written only when it was not already closed). */
export async function recordSuccess(registration: CallbackRegistration): Promise<void> {
  if (registration.breaker_failures === 0 && registration.breaker_open_until === null) return;
  await update(registration, {
    UpdateExpression: 'SET breaker_failures = :zero, breaker_open_until = :null',
    ExpressionAttributeValues: { ':zero': 0, ':null': null },
  });
}

/** A failed call counts towards the threshold; reaching it (or failing a probe) opens the breaker for BREAKER_OPEN_MS. */
export async function recordFailure(registration: CallbackRegistration, now: Date): Promise<void> {
  const result = await update(registration, {
    UpdateExpression: 'SET breaker_failures = if_not_exists(breaker_failures, :zero) + :one',
    ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
  });
  const failures = Number(result?.Attributes?.breaker_failures ?? 0);
  if (failures < BREAKER_THRESHOLD) return;
  await update(registration, {
    UpdateExpression: 'SET breaker_open_until = :until',
    ExpressionAttributeValues: { ':until': new Date(now.getTime() + BREAKER_OPEN_MS).toISOString() },
  });
}
