import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';

/** Methods a delivery may use; `post` is the default (SPEC shows only `post`; `put` is offered for receivers that need it). */
export const webhookHttpMethods = ['post', 'put'] as const;

/** A webhook subscription as stored (the auth token sealed, never in clear). */
export const subscriptionEntity = defineEntity({
  name: 'webhook_subscription',
  schema: () =>
    z.object({
      id: z.number().int(),
      company_id: z.number().int(),
      resource: z.string(),
      event: z.string(),
      url: z.string(),
      active: z.boolean(),
      http_method: z.enum(webhookHttpMethods),
      /** `auth_token` sealed with secret-box; null when deliveries are signed with the company webhook secret. */
      auth_token_sealed: z.string().nullable(),
      auth_token_last_four: z.string().nullable(),
      /** Droplet installation that owns the subscription (created with a `dit_` token); null for the company's own. */
      installation_id: z.string().nullable(),
      /** Why the pipeline deactivated it (410 Gone, failing for days); cleared when reactivated. */
      disabled_reason: z.string().nullable(),
      disabled_at: z.string().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  keys: {
    primary: { pk: (s) => companyPartition(s.company_id), sk: (s) => subscriptionSortKey(s.id) },
    /** Sparse: present only while active, so the fan-out's one Query returns exactly the active ones. */
    activeByEvent: {
      index: 'gsi1',
      pk: (s) => `${companyPartition(s.company_id)}#WEBHOOKS#${s.resource}_${s.event}`,
      sk: (s) => subscriptionSortKey(s.id),
    },
    /** Every subscription of a company to a resource, active or not (the inspect endpoint's 404 rule). */
    byResource: {
      index: 'gsi2',
      pk: (s) => `${companyPartition(s.company_id)}#WEBHOOK_RESOURCE#${s.resource}`,
      sk: (s) => subscriptionSortKey(s.id),
    },
  },
});

/** A stored webhook subscription (what the pipeline reads). */
export type WebhookSubscription = z.infer<typeof subscriptionEntity.schema>;

/** Sort-key prefix of subscriptions inside the company partition (lists query by it). */
export const SUBSCRIPTION_SK_PREFIX = 'WEBHOOK_SUBSCRIPTION#';

function subscriptionSortKey(id: number): string {
  return `${SUBSCRIPTION_SK_PREFIX}${sortableId(id)}`;
}

/** The stored record, without the active-only index keys when the subscription is inactive. */
export function subscriptionRecord(subscription: WebhookSubscription): Record<string, unknown> {
  const record = subscriptionEntity.toRecord(subscription);
  if (!subscription.active) {
    delete record.gsi1pk;
    delete record.gsi1sk;
  }
  return record;
}
