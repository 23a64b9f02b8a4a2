import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import type { WriteItem } from '../../platform/db/transact';
import { renewalEntity, type Renewal } from './renewal-entity';

/** A claim older than this belongs to a caller that died mid-renewal (the function timeout is far shorter): it may be taken over. */
const CLAIM_LEASE_MS = 5 * 60_000;

/** The cycle this caller now holds, or why it does not. */
export type Claim = { held: true; renewal: Renewal } | { held: false; current: Renewal | undefined };

/**
 * Takes cycle `cycle` of a subscription for charge attempt `attempt` with one conditional write:
 * it wins when the cycle has no record yet, when its last attempt (`attempt - 1`) failed or was
 * released, or when a claim on this same attempt went stale. Every other caller loses, so at
 * most one charges. The losing caller gets the record as stored.
 */
export async function claimRenewal(
  key: { company_id: number; subscription_id: number; cycle: number },
  attempt: number,
  now: Date,
): Promise<Claim> {
  const renewal: Renewal = {
    ...key,
    status: 'processing',
    attempts: attempt,
    claimed_at: now.toISOString(),
    order_id: null,
  };
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: renewalEntity.key(renewal),
        UpdateExpression:
          'SET #entity = :entity, #company = :company, #subscription = :subscription, #cycle = :cycle, #status = :processing, #attempts = :attempt, #claimed = :now, #order = :none',
        ConditionExpression:
          'attribute_not_exists(pk) OR (#status IN (:failed, :released) AND #attempts = :previous) OR (#status = :processing AND #attempts = :attempt AND #claimed < :stale)',
        // Every name aliased: several (`cycle`, `status`) are DynamoDB reserved words.
        ExpressionAttributeNames: {
          '#entity': 'entity',
          '#company': 'company_id',
          '#subscription': 'subscription_id',
          '#cycle': 'cycle',
          '#status': 'status',
          '#attempts': 'attempts',
          '#claimed': 'claimed_at',
          '#order': 'order_id',
        },
        ExpressionAttributeValues: {
          ':entity': renewalEntity.name,
          ':company': key.company_id,
          ':subscription': key.subscription_id,
          ':cycle': key.cycle,
          ':processing': 'processing',
          ':failed': 'failed',
          ':released': 'released',
          ':attempt': attempt,
          ':previous': attempt - 1,
          ':now': renewal.claimed_at,
          ':stale': new Date(now.getTime() - CLAIM_LEASE_MS).toISOString(),
          ':none': null,
        },
      }),
    );
    return { held: true, renewal };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: renewalEntity.key(renewal), ConsistentRead: true }),
    );
    return { held: false, current: Item ? renewalEntity.fromRecord(Item) : undefined };
  }
}

/** The transaction item closing a held claim as `status` (with the order when it succeeded), conditioned on still holding it. */
export function closeRenewal(
  renewal: Renewal,
  status: 'failed' | 'released' | 'succeeded',
  orderId: number | null = null,
): WriteItem {
  return {
    Update: {
      Key: renewalEntity.key(renewal),
      UpdateExpression: 'SET #status = :status, #order = :order, #attempts = :attempts',
      ConditionExpression: '#status = :processing AND #claimed = :claimed',
      ExpressionAttributeNames: {
        '#status': 'status',
        '#order': 'order_id',
        '#attempts': 'attempts',
        '#claimed': 'claimed_at',
      },
      // A release gives the attempt back: nothing was charged.
      ExpressionAttributeValues: {
        ':status': status,
        ':order': orderId,
        ':attempts': status === 'released' ? renewal.attempts - 1 : renewal.attempts,
        ':processing': 'processing',
        ':claimed': renewal.claimed_at,
      },
    },
  };
}
