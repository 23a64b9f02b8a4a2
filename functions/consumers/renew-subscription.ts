import { z } from 'zod';
import { logger } from '../../shared/platform/logger';
import { traced } from '../../shared/platform/observability/tracing';
import { preloadServiceKeys, serviceKeysReady } from '../../shared/platform/secrets/service-keys';
import { resumeScheduled } from '../../shared/domains/autoship/subscription-lifecycle';
import { renewSubscription } from '../../shared/use-cases/renew-subscription';

// Exactly the Input JSON of a subscription's renewal schedule (shared/domains/autoship/renewal-schedule.ts).
const renewalInput = z.object({
  company_id: z.number().int(),
  subscription_id: z.number().int(),
  cycle: z.number().int(),
  due_at: z.iso.datetime(),
  action: z.literal('resume').optional(),
});

// Re-pricing signs the shop's tax and shipping callbacks with their sealed tokens: start reading the keys while the function initializes.
preloadServiceKeys();

/**
 * EventBridge Scheduler target: bills the cycle the schedule was made for, or (`action: resume`)
 * ends a pause that named its last day. A renewal of the same
 * cycle still in progress elsewhere throws, so Scheduler retries (RetryPolicy) and finds it done;
 * everything else answers its outcome (a stale schedule or a paused subscription is skipped).
 */
export const handler = traced(async (event: unknown, context?: { invokedFunctionArn?: string }) => {
  // Deployed, the function targets itself: it learns its ARN from the invocation (an environment cannot reference its own function).
  if (!process.env.RENEWAL_TARGET_ARN && context?.invokedFunctionArn)
    process.env.RENEWAL_TARGET_ARN = context.invokedFunctionArn.split(':').slice(0, 7).join(':');
  const input = renewalInput.parse(event);
  // The end of a pause with `resume_on` shares the subscription's one schedule: it resumes, nothing bills.
  if (input.action === 'resume') {
    const resumed = await resumeScheduled(input.company_id, input.subscription_id, input.due_at);
    logger.info('subscription scheduled resume', {
      company_id: input.company_id,
      subscription_id: input.subscription_id,
      outcome: resumed.outcome,
      reason: resumed.reason,
    });
    return { outcome: resumed.outcome, reason: resumed.reason ?? null, order_id: null };
  }
  await serviceKeysReady();
  const result = await renewSubscription(input.company_id, input.subscription_id, {
    kind: 'schedule',
    cycle: input.cycle,
    dueAt: input.due_at,
  });
  logger.info('subscription renewal', {
    company_id: input.company_id,
    subscription_id: input.subscription_id,
    cycle: input.cycle,
    outcome: result.outcome,
    reason: result.reason,
    order_id: result.order?.id,
  });
  if (result.outcome === 'in_progress')
    throw new Error(`Subscription ${input.subscription_id}: ${result.reason}; retrying`);
  return { outcome: result.outcome, reason: result.reason ?? null, order_id: result.order?.id ?? null };
});
