import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { consumers } from '../../functions/manifest';
import {
  completeLocalSchedule,
  getLocalSchedule,
  listDueLocalSchedules,
  localSchedulerFaults,
  recordLocalScheduleFailure,
} from '../../shared/platform/scheduler/local-scheduler';
import type { LocalSchedule } from '../../shared/platform/scheduler/local-schedule-entity';
import { scheduleGroupEntries } from '../../shared/edge/consumers/schedule-groups';
import { writeJson } from './api-gateway';
import { loadHandler } from './handler-loader';
import { lambdaContext } from './lambda-context';
import type { LocalService, LocalServiceContext } from './local-service';

/** Target ARN prefix of the local scheduler: the rest is the handler module under functions/. */
export const LOCAL_HANDLER_ARN_PREFIX = 'local-handler:';
const FUNCTION_TIMEOUT_MS = 30_000;

/** Options of the local scheduler emulator. */
export interface SchedulerServiceOptions {
  /** How often due schedules are polled. @default LOCAL_SCHEDULER_INTERVAL_MS or 1000 */
  readonly intervalMs?: number;
}

/** One schedule the poller handled. */
export interface FiredSchedule {
  name: string;
  due_at: string;
  input: unknown;
  outcome?: unknown;
  error?: string;
  dead_lettered?: boolean;
}

/**
 * EventBridge Scheduler for the local runtime: schedules live in the table (LOCAL_SCHEDULER=1), a
 * poller invokes the due ones' targets, deletes them after completion and dead-letters them after
 * their retries. `POST /_local/scheduler/fire?now=<iso>` fires what is due at a chosen instant, and
 * `POST /_local/scheduler/run?consumer=<id>` runs a recurring consumer at once, so tests control
 * the clock.
 */
export function schedulerService(options: SchedulerServiceOptions = {}): LocalService {
  return {
    name: 'scheduler',
    async start(context) {
      process.env.LOCAL_SCHEDULER = '1';
      // Each group as deployed: its target is the consumer whose trigger names it, its role and DLQ local stand-ins.
      for (const [name, group] of scheduleGroupEntries) {
        const target = consumers.find(
          (consumer) => consumer.trigger.kind === 'schedule' && consumer.trigger.group === name,
        );
        process.env[group.environment.role] ??= group.local.role;
        process.env[group.environment.deadLetter] ??= group.local.deadLetter;
        if (target) process.env[group.environment.target] = `${LOCAL_HANDLER_ARN_PREFIX}${target.handler}`;
      }
      // One poller per schedule group, as Scheduler keeps groups apart (the first is the endpoints' default).
      const pollers = scheduleGroupEntries.map(
        ([name, group]) => new LocalSchedulePoller(process.env[group.environment.group] || name),
      );
      const intervalMs = options.intervalMs ?? (Number(process.env.LOCAL_SCHEDULER_INTERVAL_MS) || 1000);
      const timer = setInterval(() => {
        for (const poller of pollers)
          poller.fireDue(new Date()).catch((error) => console.error('[scheduler] poll failed', error));
      }, intervalMs);
      context.services.set('scheduler', pollers[0]);

      const recurring = startRecurringConsumers();
      addSchedulerRoutes(context.addRoute, pollers, recurring);

      return {
        async stop() {
          clearInterval(timer);
          for (const consumer of recurring) consumer.stop();
          await Promise.all(pollers.map((poller) => poller.idle()));
        },
      };
    },
  };
}

/** Fires due schedules one poll at a time, so a schedule is never delivered twice by overlapping polls. */
export class LocalSchedulePoller {
  /** Inputs that exhausted their retries (the local stand-in for the target's DLQ). */
  readonly deadLetters: FiredSchedule[] = [];
  private queue: Promise<unknown> = Promise.resolve();

  /** `invokeTarget` delivers a schedule's input to its target ARN; by default the `local-handler:` targets of the default mode. */
  constructor(
    readonly group: string,
    private readonly invokeTarget: (arn: string, input: unknown) => Promise<unknown> = invokeLocalHandler,
  ) {}

  /** Delivers every schedule due at `now` (only `name` when given); resolves with what happened. */
  fireDue(now: Date, name?: string): Promise<FiredSchedule[]> {
    const run = this.queue.then(async () => {
      const due = name === undefined ? await listDueLocalSchedules(this.group, now) : await this.dueByName(name, now);
      const fired: FiredSchedule[] = [];
      for (const schedule of due) fired.push(await this.deliver(schedule, now));
      return fired;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Resolves when the current poll has finished. */
  async idle(): Promise<void> {
    await this.queue;
  }

  // A named fire reads that one schedule, so it cannot be crowded out by other due schedules.
  private async dueByName(name: string, now: Date): Promise<LocalSchedule[]> {
    const schedule = await getLocalSchedule(this.group, name);
    return schedule && Date.parse(schedule.due_at) <= now.getTime() ? [schedule] : [];
  }

  private async deliver(schedule: LocalSchedule, now: Date): Promise<FiredSchedule> {
    const input = JSON.parse(schedule.target.input) as unknown;
    const fired: FiredSchedule = { name: schedule.name, due_at: schedule.due_at, input };
    const ageSeconds = (now.getTime() - Date.parse(schedule.due_at)) / 1000;
    if (ageSeconds > schedule.target.retry_policy.maximum_event_age_in_seconds)
      return this.deadLetter(schedule, { ...fired, error: 'event age exceeded' });
    try {
      fired.outcome = await this.invokeTarget(schedule.target.arn, input);
      await completeLocalSchedule(schedule);
      return fired;
    } catch (error) {
      fired.error = error instanceof Error ? error.message : String(error);
      const attempts = await recordLocalScheduleFailure(schedule);
      return attempts > schedule.target.retry_policy.maximum_retry_attempts ? this.deadLetter(schedule, fired) : fired;
    }
  }

  private async deadLetter(schedule: LocalSchedule, fired: FiredSchedule): Promise<FiredSchedule> {
    const parked = { ...fired, dead_lettered: true };
    this.deadLetters.push(parked);
    console.error(`[scheduler] ${schedule.name} dead-lettered to ${schedule.target.dead_letter_arn}: ${fired.error}`);
    await completeLocalSchedule(schedule);
    return parked;
  }
}

/**
 * The scheduler's local endpoints: `/_local/scheduler` (state), `/fire` (one-time schedules due at
 * `now`), `/run` (a recurring consumer) and `/faults`, which makes the next upserts or deletes of
 * matching schedules fail, as a throttled or unavailable Scheduler would.
 */
export function addSchedulerRoutes(
  addRoute: LocalServiceContext['addRoute'],
  pollers: readonly LocalSchedulePoller[],
  recurring: readonly RecurringConsumer[],
): void {
  addRoute('/_local/scheduler', (_request, response) =>
    writeJson(response, 200, {
      group: pollers[0]?.group,
      groups: pollers.map((poller) => poller.group),
      dead_letters: pollers.flatMap((poller) => poller.deadLetters),
      faults: injectedFaults(),
    }),
  );
  addRoute('/_local/scheduler/faults', async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
      fail_upserts?: Record<string, number>;
      fail_deletes?: Record<string, number>;
    };
    if (request.method !== 'POST')
      return writeJson(response, 400, {
        message: 'POST {"fail_upserts"|"fail_deletes": {"<schedule name prefix>": <count>}}',
      });
    const faults = localSchedulerFaults();
    for (const [prefix, count] of Object.entries(body.fail_upserts ?? {})) faults.upserts.set(prefix, count);
    for (const [prefix, count] of Object.entries(body.fail_deletes ?? {})) faults.deletes.set(prefix, count);
    writeJson(response, 200, { faults: injectedFaults() });
  });
  addRoute('/_local/scheduler/run', async (request, response) => {
    const params = new URL(request.url ?? '', 'http://local').searchParams;
    const now = new Date(params.get('now') ?? Date.now());
    const consumer = recurring.find((candidate) => candidate.id === params.get('consumer'));
    if (request.method !== 'POST' || Number.isNaN(now.getTime()) || !consumer) {
      return writeJson(response, 400, {
        message: `POST with ?consumer=<${recurring.map((candidate) => candidate.id).join('|')}>[&now=<ISO instant>]`,
      });
    }
    await drain(request);
    writeJson(response, 200, { consumer: consumer.id, outcome: await consumer.run(now) });
  });
  addRoute('/_local/scheduler/fire', async (request, response) => {
    const params = new URL(request.url ?? '', 'http://local').searchParams;
    const now = new Date(params.get('now') ?? Date.now());
    const poller = params.has('group')
      ? pollers.find((candidate) => candidate.group === params.get('group'))
      : pollers[0];
    if (request.method !== 'POST' || Number.isNaN(now.getTime()) || !poller) {
      return writeJson(response, 400, {
        message: `POST with ?now=<ISO instant>[&name=<schedule name>][&group=<${pollers.map((candidate) => candidate.group).join('|')}>]`,
      });
    }
    await drain(request);
    writeJson(response, 200, { fired: await poller.fireDue(now, params.get('name') ?? undefined) });
  });
}

/** The faults still to inject, as the endpoints answer them. */
function injectedFaults() {
  const { upserts, deletes } = localSchedulerFaults();
  return { fail_upserts: Object.fromEntries(upserts), fail_deletes: Object.fromEntries(deletes) };
}

async function invokeLocalHandler(arn: string, input: unknown): Promise<unknown> {
  if (!arn.startsWith(LOCAL_HANDLER_ARN_PREFIX)) throw new Error(`The local scheduler cannot invoke ${arn}`);
  const handlerName = arn.slice(LOCAL_HANDLER_ARN_PREFIX.length);
  // Named as deployed (the consumer's id), so its calls are judged against that function's role.
  const functionName =
    consumers.find((consumer) => consumer.handler === handlerName)?.id ?? handlerName.replaceAll('/', '-');
  return (await loadHandler(handlerName))(input, lambdaContext(functionName, FUNCTION_TIMEOUT_MS));
}

/** A recurring ('rate') consumer, run on a timer as its EventBridge schedule runs it in AWS. */
export interface RecurringConsumer {
  readonly id: string;
  run(now: Date): Promise<unknown>;
  stop(): void;
}

function startRecurringConsumers(): RecurringConsumer[] {
  return consumers.flatMap((consumer) =>
    consumer.trigger.kind === 'rate'
      ? [
          recurringConsumer(consumer.id, consumer.trigger.everyMinutes, async (event) =>
            (await loadHandler(consumer.handler))(event, lambdaContext(consumer.id, FUNCTION_TIMEOUT_MS)),
          ),
        ]
      : [],
  );
}

/** Invokes a function with the event of an EventBridge scheduled rule now and every `everyMinutes`. */
export function recurringConsumer(
  id: string,
  everyMinutes: number,
  invoke: (event: unknown) => Promise<unknown>,
): RecurringConsumer {
  // `time` is the instant the run is for.
  const run = (now: Date) =>
    invoke({
      version: '0',
      id: randomUUID(),
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      time: now.toISOString(),
      region: process.env.AWS_REGION,
      resources: [],
      detail: {},
    });
  const tick = () => run(new Date()).catch((error) => console.error(`[scheduler] ${id} failed`, error));
  // Once at start too: a runtime that was down (or killed) catches up at once, not minutes later.
  const first = setTimeout(tick, 1000);
  const timer = setInterval(tick, everyMinutes * 60_000);
  first.unref();
  timer.unref();
  const stop = () => {
    clearTimeout(first);
    clearInterval(timer);
  };
  return { id, run, stop };
}

async function drain(request: IncomingMessage): Promise<void> {
  for await (const _chunk of request);
}
