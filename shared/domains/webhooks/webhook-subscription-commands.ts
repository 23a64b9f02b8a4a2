import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { sealSecret } from '../../platform/crypto/secret-box';
import { queryOffsetPage } from '../../platform/db/paginate';
import { newNumericId } from '../../platform/ids';
import {
  SUBSCRIPTION_SK_PREFIX,
  subscriptionEntity,
  subscriptionRecord,
  type WebhookSubscription,
} from './webhook-subscription-entity';
import { writeSubscriptionChange } from './webhook-subscription-change';
import { getSubscription } from './webhook-subscription-store';
import { queryAll } from '../../platform/db/query-all';
import { sliceOffsetPage } from '../../platform/schema/offset-page';

/** What a merchant sets when creating a subscription (validated by the route). */
export interface NewSubscription {
  resource: string;
  event: string;
  url: string;
  active: boolean;
  http_method: WebhookSubscription['http_method'];
  auth_token?: string | null;
}

/** The fields an update may change; `auth_token: null` returns signing to the company webhook secret. */
export type SubscriptionChanges = Partial<Pick<NewSubscription, 'url' | 'active' | 'http_method' | 'auth_token'>>;

function sealedToken(
  token: string | null | undefined,
): Pick<WebhookSubscription, 'auth_token_sealed' | 'auth_token_last_four'> {
  return token
    ? { auth_token_sealed: sealSecret(token), auth_token_last_four: token.slice(-4) }
    : { auth_token_sealed: null, auth_token_last_four: null };
}

/**
 * Creates a subscription of the company (installation_id set when created by a droplet
 * installation). Every write of a subscription commits its change event with it, so the fan-out's
 * cached subscription sets learn of it (webhooks/webhook-subscription-change.ts).
 */
export async function createSubscription(
  companyId: number,
  input: NewSubscription,
  installationId: string | null = null,
): Promise<WebhookSubscription> {
  const now = new Date();
  const subscription: WebhookSubscription = {
    id: newNumericId(now.getTime()),
    company_id: companyId,
    resource: input.resource,
    event: input.event,
    url: input.url,
    active: input.active,
    http_method: input.http_method,
    ...sealedToken(input.auth_token),
    installation_id: installationId,
    disabled_reason: null,
    disabled_at: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await writeSubscriptionChange(
    { Put: { Item: subscriptionRecord(subscription), ConditionExpression: 'attribute_not_exists(pk)' } },
    subscription,
  );
  return subscription;
}

/**
 * One offset page of the company's subscriptions, oldest first; with `installationId` only that
 * installation's (read whole and sliced: an installation has few subscriptions).
 */
export async function listSubscriptionsPage(
  companyId: number,
  page: { page: number; perPage: number },
  installationId?: string | null,
) {
  const query = subscriptionEntity.query('primary', { company_id: companyId }, { skPrefix: SUBSCRIPTION_SK_PREFIX });
  if (installationId === undefined) {
    const { items, totalCount } = await queryOffsetPage(query, page);
    return { subscriptions: items.map((item) => subscriptionEntity.fromRecord(item)), totalCount };
  }
  const own = (await queryAll(query))
    .map((item) => subscriptionEntity.fromRecord(item))
    .filter((s) => s.installation_id === installationId);
  return { subscriptions: sliceOffsetPage(own, page.page, page.perPage), totalCount: own.length };
}

/**
 * Applies changes to a subscription: a read, one UpdateItem of only the changed attributes (so
 * attributes the pipeline keeps on the item survive) and a read of the result; undefined when it does not exist. Activating puts it back in the active-only index and
 * clears the reason and failure streak of an earlier deactivation; deactivating takes it out.
 */
export async function updateSubscription(
  companyId: number,
  id: number,
  changes: SubscriptionChanges,
): Promise<WebhookSubscription | undefined> {
  const current = await getSubscription(companyId, id);
  if (!current) return undefined;
  const names: Record<string, string> = { '#updated_at': 'updated_at' };
  const values: Record<string, unknown> = { ':updated_at': new Date().toISOString() };
  const set = ['#updated_at = :updated_at'];
  const remove: string[] = [];
  const assign = (attribute: string, value: unknown) => {
    // Names go through placeholders: `url` is a DynamoDB reserved word.
    names[`#${attribute}`] = attribute;
    values[`:${attribute}`] = value;
    set.push(`#${attribute} = :${attribute}`);
  };
  if (changes.url !== undefined) assign('url', changes.url);
  if (changes.http_method !== undefined) assign('http_method', changes.http_method);
  if (changes.auth_token !== undefined) {
    const sealed = sealedToken(changes.auth_token);
    assign('auth_token_sealed', sealed.auth_token_sealed);
    assign('auth_token_last_four', sealed.auth_token_last_four);
  }
  if (changes.active === false) {
    assign('active', false);
    remove.push('gsi1pk', 'gsi1sk');
  }
  if (changes.active === true) {
    const indexed = subscriptionRecord({ ...current, active: true });
    assign('active', true);
    assign('gsi1pk', indexed.gsi1pk);
    assign('gsi1sk', indexed.gsi1sk);
    assign('disabled_reason', null);
    assign('disabled_at', null);
    remove.push('failing_since');
  }
  try {
    await writeSubscriptionChange(
      {
        Update: {
          Key: subscriptionEntity.key({ company_id: companyId, id }),
          UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
      current,
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
  // Read back rather than ReturnValues: a guarded write runs in a transaction, which returns nothing.
  return getSubscription(companyId, id);
}

/** Deletes a subscription; false when it did not exist. */
export async function deleteSubscription(companyId: number, id: number): Promise<boolean> {
  const current = await getSubscription(companyId, id);
  if (!current) return false;
  try {
    await writeSubscriptionChange(
      {
        Delete: {
          Key: subscriptionEntity.key({ company_id: companyId, id }),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      current,
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
