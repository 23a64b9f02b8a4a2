/**
 * A one-time schedule in EventBridge Scheduler's terms: it fires once at `expression` read in
 * `timeZone`, delivers `input` to the target, and is deleted after it completes.
 */
export interface OneTimeSchedule {
  /** Deterministic name within the group (1-64 of `[0-9A-Za-z-_.]`), so upserts replace, never duplicate. */
  name: string;
  /** `at(yyyy-mm-ddThh:mm:ss)`, a wall time in `timeZone`. */
  expression: string;
  /** IANA zone the expression is read in (ScheduleExpressionTimezone). */
  timeZone: string;
  /** Idempotency token of this version of the schedule (1-64 characters). */
  clientToken: string;
  target: ScheduleTarget;
}

/** Where a schedule delivers, and what happens when delivery fails. */
export interface ScheduleTarget {
  /** ARN of the target (a Lambda function); locally `local-handler:<functions path>`. */
  arn: string;
  /** Role EventBridge Scheduler assumes to invoke the target. */
  roleArn: string;
  /** JSON text delivered as the target's event. */
  input: string;
  /** Queue that receives deliveries that failed every retry. */
  deadLetterArn: string;
  retryPolicy: { maximumRetryAttempts: number; maximumEventAgeInSeconds: number };
}

/** Creates, replaces and removes one-time schedules in one schedule group. */
export interface Scheduler {
  /** Creates the schedule, or replaces the one with the same name. */
  upsert(schedule: OneTimeSchedule): Promise<void>;
  /** Removes the schedule; removing one that does not exist (fired, never made) succeeds. */
  delete(name: string): Promise<void>;
}

/** Builds the `at()` expression of a wall time string `yyyy-mm-ddThh:mm:ss`. */
export function atExpression(wallTime: string): string {
  return `at(${wallTime})`;
}

/** The wall time inside an `at()` expression. */
export function wallTimeOfExpression(expression: string): string {
  const match = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\)$/.exec(expression);
  if (!match) throw new Error(`Not a one-time schedule expression: ${expression}`);
  return match[1]!;
}
