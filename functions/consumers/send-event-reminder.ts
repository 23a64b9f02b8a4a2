import { z } from 'zod';
import { sendEventReminder } from '../../shared/domains/company-events/send-reminder';
import { logger } from '../../shared/platform/logger';
import { traced } from '../../shared/platform/observability/tracing';

// Exactly the Input JSON of the event's reminder schedule (shared/domains/company-events/reminder-schedule.ts).
const reminderInput = z.object({
  company_id: z.number().int(),
  event_id: z.number().int(),
  starts_at: z.iso.datetime(),
});

/**
 * EventBridge Scheduler target: sends a company event's hour-before reminder. Throwing makes
 * Scheduler retry (RetryPolicy) and finally park the input in the DLQ; sends are idempotent.
 */
export const handler = traced(async (event: unknown) => {
  const input = reminderInput.parse(event);
  const outcome = await sendEventReminder(input);
  logger.info('company event reminder', {
    company_id: input.company_id,
    event_id: input.event_id,
    starts_at: input.starts_at,
    ...outcome,
  });
  return outcome;
});
