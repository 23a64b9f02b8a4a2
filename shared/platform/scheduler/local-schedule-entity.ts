import { z } from 'zod';
import { defineEntity } from '../db/entity';

/**
 * A schedule of the local scheduler, stored in the table as EventBridge Scheduler would hold it.
 * `byDue` orders a group's schedules by their UTC due instant so the poller Queries the due ones.
 */
export const localScheduleEntity = defineEntity({
  name: 'local_schedule',
  schema: () =>
    z.object({
      group: z.string(),
      name: z.string(),
      expression: z.string(),
      time_zone: z.string(),
      /** The expression's wall time read in `time_zone`, as a UTC instant. */
      due_at: z.string(),
      client_token: z.string(),
      flexible_time_window: z.literal('OFF'),
      action_after_completion: z.literal('DELETE'),
      target: z.object({
        arn: z.string(),
        role_arn: z.string(),
        input: z.string(),
        dead_letter_arn: z.string(),
        retry_policy: z.object({
          maximum_retry_attempts: z.number().int(),
          maximum_event_age_in_seconds: z.number().int(),
        }),
      }),
      /** Failed deliveries so far. */
      attempts: z.number().int(),
      updated_at: z.string(),
    }),
  keys: {
    primary: { pk: (s) => `SCHEDULE#${s.group}`, sk: (s) => `SCHEDULE#${s.name}` },
    byDue: { index: 'gsi1', pk: (s) => `SCHEDULE_DUE#${s.group}`, sk: (s) => `${s.due_at}#${s.name}` },
  },
});

/** A stored local schedule. */
export type LocalSchedule = z.infer<typeof localScheduleEntity.schema>;
