import { delayRedelivery } from '../events/queues';
import { logger } from '../logger';
import { recordLastDelivery } from '../webhooks/last-delivery';
import { attemptDelivery, type AttemptOutcome } from './attempt-delivery';
import { jobsFor, parseDeliveryMessage, type DeliveryJob } from './delivery-message';
import type { DeliveryEnvelope } from './delivery-envelope';
import type { DeliveryEndpoint, TargetRequest } from './targets/delivery-target';
import { endpointsFor } from './targets/target-registry';

/** One received message of the deliveries queue. */
export interface QueuedDelivery {
  readonly messageId: string;
  readonly receiptHandle: string;
  readonly body: string;
  /** The message's receive count: the attempt number, unless the delivery already has more attempts. */
  readonly attempt: number;
}

/**
 * Attempts a batch of deliveries with as few table calls as the batch allows: jobs come from the
 * messages (key-only ones in one BatchGetItem), each company's endpoints from the container's
 * cache or one BatchGetItem, one
 * UpdateItem per attempt (attempt + status), then once per endpoint its health hooks and once per
 * company and resource the last-delivered record. Returns the message ids to report failed: a
 * retry (hidden for its backoff) or exhausted (visible at once, so the redrive policy moves it
 * to the DLQ), or a message whose processing threw (SQS retries it).
 */
export async function deliverBatch(queued: readonly QueuedDelivery[], now: () => Date = () => new Date()): Promise<string[]> {
  const failed = new Set<string>();
  const parsed = queued.flatMap((entry) => {
    try {
      return [{ entry, message: parseDeliveryMessage(entry.body) }];
    } catch (error) {
      logger.error('unreadable delivery message; SQS will retry, then park it in the DLQ', { message_id: entry.messageId, error: error as Error });
      failed.add(entry.messageId);
      return [];
    }
  });
  const jobs = await jobsFor(parsed.map(({ message }) => message));
  const work = parsed.flatMap(({ entry }, index) => {
    const job = jobs[index];
    // A message the reconciler re-enqueued starts its receive count afresh: the attempts made so far count too.
    return job ? [{ entry, job, attempt: Math.max(entry.attempt, job.attempts_made + 1) }] : [];
  });
  const endpoints = await endpointsByCompany(work);

  const outcomes = await Promise.all(
    work.map(async ({ entry, job, attempt }) => {
      try {
        const endpoint = endpoints.get(job.company_id)?.get(job.target_id);
        return { entry, job, endpoint, outcome: await attemptDelivery(job, endpoint, attempt, now) };
      } catch (error) {
        logger.error('delivery processing failed; SQS will retry', { message_id: entry.messageId, error: error as Error });
        failed.add(entry.messageId);
        return undefined;
      }
    }),
  );
  const attempted = outcomes.filter((result) => result !== undefined);
  // Bookkeeping after the sends: a failure here must not fail (and so re-send) the batch.
  await Promise.all([afterAttempts(attempted, now()), recordLastDeliveries(attempted)].map((step) => step.catch(bookkeepingFailed)));

  await Promise.all(
    attempted
      .filter(({ outcome }) => outcome.kind !== 'done')
      .map(async ({ entry, outcome }) => {
        failed.add(entry.messageId);
        await delayRedelivery('deliveries', entry.receiptHandle, outcome.kind === 'retry' ? outcome.delaySeconds : 0).catch((error: unknown) =>
          logger.warn('could not delay the retry; it comes back after the visibility timeout', { message_id: entry.messageId, error: error as Error }),
        );
      }),
  );
  return [...failed];
}

function bookkeepingFailed(error: unknown): void {
  logger.warn('delivery bookkeeping failed (subscription health or last delivered event); the deliveries stand', { error: error as Error });
}

interface Attempted {
  readonly job: DeliveryJob;
  readonly endpoint: DeliveryEndpoint | undefined;
  readonly outcome: AttemptOutcome;
}

/**
 * Each company's endpoints for the batch. A first attempt may be answered from the target kind's
 * cache when its version matches the message's (the target as it was at fan-out); a retry always
 * resolves the target as it is now.
 */
async function endpointsByCompany(work: ReadonlyArray<{ job: DeliveryJob; attempt: number }>): Promise<Map<number, Map<string, DeliveryEndpoint>>> {
  const requests = new Map<number, TargetRequest[]>();
  for (const { job, attempt } of work) {
    const request = { targetId: job.target_id, version: attempt === 1 ? job.target_version : undefined };
    requests.set(job.company_id, [...(requests.get(job.company_id) ?? []), request]);
  }
  return new Map(await Promise.all([...requests].map(async ([companyId, list]) => [companyId, await endpointsFor(companyId, list)] as const)));
}

/** Each endpoint's hooks once per batch: gone wins over failed, and a success clears a failure streak. */
async function afterAttempts(attempted: readonly Attempted[], now: Date): Promise<void> {
  const byEndpoint = new Map<DeliveryEndpoint, AttemptOutcome[]>();
  for (const { endpoint, outcome } of attempted) if (endpoint) byEndpoint.set(endpoint, [...(byEndpoint.get(endpoint) ?? []), outcome]);
  await Promise.all(
    [...byEndpoint].map(async ([endpoint, list]) => {
      if (list.some((o) => o.kind === 'done' && o.status === 'gone')) return endpoint.onGone();
      if (list.some((o) => o.kind === 'done' && o.status === 'delivered')) await endpoint.onDelivered();
      if (list.some((o) => o.kind !== 'done')) await endpoint.onFailed(now);
    }),
  );
}

/** The newest envelope delivered per company and resource becomes its last delivered event: one conditional PutItem each. */
async function recordLastDeliveries(attempted: readonly Attempted[]): Promise<void> {
  const newest = new Map<string, { companyId: number; resource: string; envelope: DeliveryEnvelope }>();
  for (const { job, endpoint, outcome } of attempted) {
    const resource = endpoint?.lastDeliveryResource;
    if (!resource || outcome.kind !== 'done' || outcome.status !== 'delivered') continue;
    const key = `${job.company_id}:${resource}`;
    const current = newest.get(key);
    if (!current || current.envelope.timestamp < job.envelope.timestamp) newest.set(key, { companyId: job.company_id, resource, envelope: job.envelope });
  }
  await Promise.all([...newest.values()].map(({ companyId, resource, envelope }) => recordLastDelivery(companyId, resource, envelope)));
}
