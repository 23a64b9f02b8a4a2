/**
 * The EventBridge Scheduler SDK, as a lazy module (lib/bundling/lazy-modules.ts): schedules are
 * written by a few writes (company events, subscription renewals, a storefront order placing a
 * subscription), so the functions that bundle it for them (the storefront pages among them) do
 * not load its client at every cold start. Import it with `await import('./scheduler-sdk')`.
 */
export {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
