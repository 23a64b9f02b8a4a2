import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { subscriptionEntity } from '../autoship/subscription-entity';
import { orderEntity } from '../orders/order-entity';

/** The order or subscription a mail is about: where its send is recorded. */
export interface MailTarget {
  kind: 'order' | 'subscription';
  companyId: number;
  id: number;
}

const keyOf = (target: MailTarget) =>
  target.kind === 'order'
    ? orderEntity.key({ company_id: target.companyId, id: target.id })
    : subscriptionEntity.key({ company_id: target.companyId, id: target.id });

/**
 * Claims one send: appends `sendKey` to the target's `mails_sent` in ONE conditional write that
 * fails when the key is already there, so of two deliveries of the same event exactly one mails.
 * Answers the key's position (to release it), or null when it was sent already or the target is gone.
 * The write leaves `version` alone: a concurrent change of the order or subscription keeps its
 * own write, and that write carries the list as it read it.
 */
export async function claimSend(target: MailTarget, sendKey: string): Promise<number | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(target),
        UpdateExpression: 'SET #sent = list_append(if_not_exists(#sent, :none), :key)',
        ConditionExpression: 'attribute_exists(pk) AND NOT contains(#sent, :sendKey)',
        ExpressionAttributeNames: { '#sent': 'mails_sent' },
        ExpressionAttributeValues: { ':none': [], ':key': [sendKey], ':sendKey': sendKey },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return (Attributes!.mails_sent as string[]).length - 1;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}

/** Gives a claim back after a failed send, so the retried event sends it (only if the key is still where it was put). */
export async function releaseSend(target: MailTarget, sendKey: string, index: number): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(target),
        UpdateExpression: `REMOVE #sent[${index}]`,
        ConditionExpression: `#sent[${index}] = :sendKey`,
        ExpressionAttributeNames: { '#sent': 'mails_sent' },
        ExpressionAttributeValues: { ':sendKey': sendKey },
      }),
    )
    .catch((error) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}
