import { atExpression, type OneTimeSchedule } from '../../platform/scheduler/one-time-schedule';
import { requiredEnv } from '../../platform/scheduler/schedule-target-env';
import { renewalReminderScheduleGroupName, scheduler } from '../../platform/scheduler/scheduler';
import { formatWallTime, wallTimeAt } from '../../platform/zoned-time';
import { presentSubscription } from '../autoship/present-subscription';
import type { Subscription } from '../autoship/subscription-entity';
import { findSubscription } from '../autoship/subscription-store';
import { getMailTemplate, type MailTemplate } from './mail-template-store';
import { subscriptionMailVariables } from './mail-variables';
import { sendShopMail, type SendOutcome } from './send-shop-mail';
import { consentedTerms } from './subscription-mails';

/** What the reminder target receives: exactly the schedule's Input JSON. */
export interface ReminderInput {
  company_id: number;
  subscription_id: number;
  /** The cycle and renewal instant the reminder announces; a subscription that moved on since ignores it. */
  cycle: number;
  due_at: string;
}

const DAY_MS = 24 * 3600 * 1000;
/** A reminder whose time has passed (bought close to the renewal, settings changed) goes out this soon instead. */
const LATE_REMINDER_DELAY_MS = 60_000;
/** Retries of a failed reminder delivery: a day of them, then the DLQ. */
const RETRY_POLICY = { maximumRetryAttempts: 20, maximumEventAgeInSeconds: 24 * 3600 };

/** Deterministic schedule name of a subscription's renewal reminder (one at most per subscription). */
export function reminderScheduleName(companyId: number, subscriptionId: number): string {
  return `subscription-reminder-${companyId}-${subscriptionId}`;
}

/**
 * Whether the next renewal of a subscription is reminded: the template is on and the renewal
 * ends a trial (the first renewal of a subscription with one) or renews a plan of a year or more,
 * or the merchant asked for every renewal.
 */
export function remindsNextRenewal(
  subscription: Pick<
    Subscription,
    'status' | 'next_billing_at' | 'next_cycle' | 'trial_ends_at' | 'billing_interval' | 'billing_interval_unit'
  >,
  template: Pick<MailTemplate, 'enabled' | 'reminder'>,
): boolean {
  if (!template.enabled || subscription.status !== 'active' || subscription.next_billing_at === null) return false;
  const endsTrial = subscription.trial_ends_at !== null && subscription.next_cycle === 2;
  const yearly =
    subscription.billing_interval_unit === 'year' ||
    (subscription.billing_interval_unit === 'month' && subscription.billing_interval >= 12);
  return endsTrial || yearly || template.reminder?.every_renewal === true;
}

/**
 * Brings a subscription's one reminder schedule in line with its state and the merchant's
 * settings: `days_before` days before a reminded renewal (at once when that time has passed but
 * the renewal has not), none otherwise. Same name per subscription, so a move replaces.
 */
export async function syncReminderSchedule(subscription: Subscription, now = new Date()): Promise<void> {
  const template = await getMailTemplate(subscription.company_id, 'subscription_renewal_reminder');
  const group = scheduler(renewalReminderScheduleGroupName());
  const name = reminderScheduleName(subscription.company_id, subscription.id);
  const renewsAt = subscription.next_billing_at === null ? 0 : Date.parse(subscription.next_billing_at);
  if (!remindsNextRenewal(subscription, template) || renewsAt <= now.getTime()) return group.delete(name);
  const daysBefore = template.reminder!.days_before;
  const at = Math.max(renewsAt - daysBefore * DAY_MS, now.getTime() + LATE_REMINDER_DELAY_MS);
  await group.upsert(reminderSchedule(subscription, name, new Date(Math.min(at, renewsAt))));
}

/**
 * Sends the reminder a schedule fired for, when it still holds: the subscription still renews
 * that cycle at that instant and the template still reminds it. At most once per cycle.
 */
export async function sendRenewalReminder(input: ReminderInput): Promise<SendOutcome | 'stale'> {
  const subscription = await findSubscription(input.company_id, input.subscription_id);
  if (
    !subscription ||
    subscription.next_cycle !== input.cycle ||
    subscription.next_billing_at === null ||
    Date.parse(subscription.next_billing_at) !== Date.parse(input.due_at)
  )
    return 'stale';
  const template = await getMailTemplate(input.company_id, 'subscription_renewal_reminder');
  if (!remindsNextRenewal(subscription, template)) return 'stale';
  const view = { ...presentSubscription(subscription), language_iso: subscription.language_iso };
  return sendShopMail(
    {
      key: 'subscription_renewal_reminder',
      target: { kind: 'subscription', companyId: input.company_id, id: subscription.id },
      sendKey: `subscription_renewal_reminder:${input.cycle}`,
      to: subscription.email,
      variables: async (shop) =>
        subscriptionMailVariables(view, shop, await consentedTerms(input.company_id, subscription.origin_order_id)),
    },
    template,
  );
}

function reminderSchedule(subscription: Subscription, name: string, at: Date): OneTimeSchedule {
  const input: ReminderInput = {
    company_id: subscription.company_id,
    subscription_id: subscription.id,
    cycle: subscription.next_cycle,
    due_at: new Date(subscription.next_billing_at!).toISOString(),
  };
  const seconds = Math.ceil(at.getTime() / 1000);
  return {
    name,
    expression: atExpression(formatWallTime(wallTimeAt(seconds * 1000, subscription.time_zone))),
    timeZone: subscription.time_zone,
    clientToken: `${subscription.id}-v${subscription.version}-${seconds}`,
    target: {
      arn: requiredEnv('RENEWAL_REMINDER_TARGET_ARN'),
      roleArn: requiredEnv('RENEWAL_REMINDER_SCHEDULER_ROLE_ARN'),
      deadLetterArn: requiredEnv('RENEWAL_REMINDER_DLQ_ARN'),
      input: JSON.stringify(input),
      retryPolicy: RETRY_POLICY,
    },
  };
}
