import { z } from 'zod';
import { sendRenewalReminder } from '../../shared/domains/shop-mail/renewal-reminder';
import { logger } from '../../shared/platform/logger';
import { traced } from '../../shared/platform/observability/tracing';

// Exactly the Input JSON of a subscription's reminder schedule (shared/domains/shop-mail/renewal-reminder.ts).
const reminderInput = z.object({
  company_id: z.number().int(),
  subscription_id: z.number().int(),
  cycle: z.number().int(),
  due_at: z.iso.datetime(),
});

/**
 * EventBridge Scheduler target: mails the renewal reminder the schedule was made for. Throwing
 * makes Scheduler retry (RetryPolicy) and finally park the input in the DLQ; a send happens at
 * most once per cycle, and a subscription that moved on since is skipped.
 */
export const handler = traced(async (event: unknown) => {
  const input = reminderInput.parse(event);
  const outcome = await sendRenewalReminder(input);
  logger.info('subscription renewal reminder', { ...input, outcome });
  return { outcome };
});
