import { shopIdentifier } from '../company/shop-identifier';
import { releaseToRedrive, sendDelayedMessages } from '../events/queues';
import { logger } from '../../platform/logger';
import { attemptDelivery, type AttemptOutcome } from './attempt-delivery';
import { jobsFor, parseDeliveryMessage, type DeliveryJob, type DeliveryMessage } from './delivery-message';
import { retryWaitsInTable } from './retry-schedule';
import type { DeliveryEndpoint, TargetRequest } from './targets/delivery-target';
import { endpointsFor } from './targets/target-registry';

/** One received message of the deliveries queue. */
export interface QueuedDelivery {
  readonly messageId: string;
  readonly receiptHandle: string;
  readonly body: string;
  /** SQS's ApproximateReceiveCount: above 1 the message came back (a crash, or on its way to the DLQ). */
  readonly receiveCount: number;
}

/**
 * Attempts a batch of deliveries with as few table calls as the batch allows. A failed attempt
 * never keeps its message in flight: the retry is a new delayed message, or waits in the table when
 * further off than SQS can delay. Returns the ids to report failed: exhausted ones (redriven to the
 * DLQ), retries that could not be sent, and ones that threw.
 */
export async function deliverBatch(
  queued: readonly QueuedDelivery[],
  now: () => Date = () => new Date(),
): Promise<string[]> {
  const failed = new Set<string>();
  const parsed = queued.flatMap((entry) => {
    try {
      return [{ entry, message: parseDeliveryMessage(entry.body) }];
    } catch (error) {
      logger.error('unreadable delivery message; SQS will retry, then park it in the DLQ', {
        message_id: entry.messageId,
        error: error as Error,
      });
      failed.add(entry.messageId);
      return [];
    }
  });
  const jobs = await jobsFor(parsed.map(({ entry, message }) => ({ message, redelivered: entry.receiveCount > 1 })));
  const exhausted = parsed.filter((_, index) => jobs[index] === 'failed').map(({ entry }) => entry);
  const work = parsed.flatMap(({ entry, message }, index) => {
    const job = jobs[index];
    return job && job !== 'failed' ? [{ entry, message, job, attempt: job.attempts_made + 1 }] : [];
  });
  const endpointsRead = endpointsByCompany(work);
  // Asked for in the same turn as the endpoints, so a company's first batch reads both in one call
  // (readTogether); each attempt then takes the cached answer, or its failure.
  for (const companyId of new Set(work.map(({ job }) => job.company_id)))
    shopIdentifier(companyId).catch(() => undefined);
  const endpoints = await endpointsRead;

  const outcomes = await Promise.all(
    work.map(async ({ entry, message, job, attempt }) => {
      try {
        const endpoint = endpoints.get(job.company_id)?.get(job.target_id);
        return { entry, message, attempt, job, endpoint, outcome: await attemptDelivery(job, endpoint, attempt, now) };
      } catch (error) {
        logger.error('delivery processing failed; SQS will retry', {
          message_id: entry.messageId,
          error: error as Error,
        });
        failed.add(entry.messageId);
        return undefined;
      }
    }),
  );
  const attempted = outcomes.filter((result) => result !== undefined);
  // Bookkeeping after the sends: a failure here must not fail (and so re-send) the batch.
  await afterAttempts(attempted, now()).catch(bookkeepingFailed);

  for (const { entry } of attempted.filter(({ outcome }) => outcome.kind === 'exhausted')) exhausted.push(entry);
  await Promise.all([
    requeueRetries(attempted, failed),
    ...exhausted.map(async (entry) => {
      failed.add(entry.messageId);
      await releaseToRedrive('deliveries', entry.receiptHandle).catch((error: unknown) =>
        logger.warn(
          'could not release an exhausted delivery to the DLQ now; it moves there after the visibility timeout',
          { message_id: entry.messageId, error: error as Error },
        ),
      );
    }),
  ]);
  return [...failed];
}

/**
 * Sends the retries due within SQS's delay limit as new delayed messages (10 to a call); the
 * later ones already wait in the table, marked by their attempt's UpdateItem. A retry whose
 * message cannot be sent keeps its received message (reported failed): it comes back after the
 * visibility timeout and is read again, its attempt count from the table.
 */
async function requeueRetries(
  attempted: ReadonlyArray<{
    entry: QueuedDelivery;
    message: DeliveryMessage;
    attempt: number;
    outcome: AttemptOutcome;
  }>,
  failed: Set<string>,
): Promise<void> {
  const queued = attempted.flatMap(({ entry, message, attempt, outcome }) =>
    outcome.kind === 'retry' && !retryWaitsInTable(outcome.delaySeconds)
      ? [{ entry, body: { ...message, attempt: attempt + 1 }, delaySeconds: outcome.delaySeconds }]
      : [],
  );
  if (queued.length === 0) return;
  try {
    await sendDelayedMessages('deliveries', queued);
  } catch (error) {
    logger.warn('could not queue retries; their messages come back after the visibility timeout', {
      count: queued.length,
      error: error as Error,
    });
    for (const { entry } of queued) failed.add(entry.messageId);
  }
}

function bookkeepingFailed(error: unknown): void {
  logger.warn('delivery bookkeeping failed (subscription health); the deliveries stand', { error: error as Error });
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
async function endpointsByCompany(
  work: ReadonlyArray<{ job: DeliveryJob; attempt: number }>,
): Promise<Map<number, Map<string, DeliveryEndpoint>>> {
  const requests = new Map<number, TargetRequest[]>();
  for (const { job, attempt } of work) {
    const request = { targetId: job.target_id, version: attempt === 1 ? job.target_version : undefined };
    requests.set(job.company_id, [...(requests.get(job.company_id) ?? []), request]);
  }
  return new Map(
    await Promise.all(
      [...requests].map(async ([companyId, list]) => [companyId, await endpointsFor(companyId, list)] as const),
    ),
  );
}

/** Each endpoint's hooks once per batch: gone wins over failed, and a success clears a failure streak. */
async function afterAttempts(attempted: readonly Attempted[], now: Date): Promise<void> {
  const byEndpoint = new Map<DeliveryEndpoint, AttemptOutcome[]>();
  for (const { endpoint, outcome } of attempted)
    if (endpoint) byEndpoint.set(endpoint, [...(byEndpoint.get(endpoint) ?? []), outcome]);
  await Promise.all(
    [...byEndpoint].map(async ([endpoint, list]) => {
      if (list.some((o) => o.kind === 'done' && o.status === 'gone')) return endpoint.onGone();
      if (list.some((o) => o.kind === 'done' && o.status === 'delivered')) await endpoint.onDelivered();
      if (list.some((o) => o.kind !== 'done')) await endpoint.onFailed(now);
    }),
  );
}
