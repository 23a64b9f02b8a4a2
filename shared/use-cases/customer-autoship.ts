import { Conflict, NotFound, ValidationFailed } from '../platform/errors/domain-error';
import { parseWallTime, wallTimeToInstant } from '../platform/zoned-time';
import type { BilledRenewal } from '../domains/autoship/renewal-result';
import type { Subscription } from '../domains/autoship/subscription-entity';
import {
  cancelSubscription,
  type ChangeActor,
  pauseSubscription,
  reactivateSubscription,
  resumeSubscription,
  skipNextCycle,
  undoSkip,
} from '../domains/autoship/subscription-lifecycle';
import { findSubscription, listSubscriptions } from '../domains/autoship/subscription-store';
import { addressFields, readAddressBook, savedAddress } from '../domains/customers/address-book';
import { ownEmail } from '../domains/customers/customer-account';
import { DEFAULT_CHANGE_CUTOFF_HOURS, planEntity } from '../domains/storefront/plans/plan-entity';
import { type SubscriptionChanges, updateSubscription } from './change-subscription';
import { chargeNow } from './charge-now';

// A signed-in customer managing their own autoship. Each action is the merchant's operation
// (subscription-lifecycle.ts, change-subscription.ts, charge-now.ts), so the one renewal schedule
// and the one order per cycle hold the same way; on top of it the customer's rules: only their own
// subscriptions (another's answers 404 like an unknown one), no change while a renewal is inside
// the plan's cut-off, and no cancelling before the plan's minimum number of cycles.

/** The signed-in customer: their company and customer id, from the session only. */
export interface Me {
  companyId: number;
  customerId: number;
}

/** The plan's rules for customers (defaults when the plan is gone). */
interface CustomerRules {
  cutoffHours: number;
  minCycles: number | null;
}

/** The customer's own subscription and its plan's rules; 404 for anyone else's. */
async function ownSubscription(me: Me, id: number): Promise<{ subscription: Subscription; rules: CustomerRules }> {
  const subscription = await findSubscription(me.companyId, id);
  if (!subscription || subscription.customer_id !== me.customerId) throw new NotFound('Subscription');
  const plan = await planEntity.get({ company_id: me.companyId, id: subscription.subscription_plan_id });
  return {
    subscription,
    rules: {
      cutoffHours: plan?.customer_change_cutoff_hours ?? DEFAULT_CHANGE_CUTOFF_HOURS,
      minCycles: plan?.customer_min_cycles ?? null,
    },
  };
}

/**
 * The customer as the actor of a change. The cut-off: an active subscription whose next renewal is
 * within `cutoffHours` cannot be changed by its customer (the renewal is being prepared), and a
 * change that moves the renewal (a new date, undoing a skip) cannot move it inside the cut-off.
 */
function asCustomer(
  rules: CustomerRules,
  now: Date,
  options: { movesDate?: boolean; cancels?: boolean } = {},
): ChangeActor {
  const closesAt = now.getTime() + rules.cutoffHours * 3_600_000;
  const inside = (at: string | null) => at !== null && Date.parse(at) <= closesAt;
  return {
    by: 'customer',
    guard: (current, next) => {
      if (current.status === 'active' && inside(current.next_billing_at))
        throw new Conflict(
          `Changes close ${rules.cutoffHours} hours before a renewal; the next renewal is at ${current.next_billing_at}`,
        );
      if (options.movesDate && inside(next.next_billing_at))
        throw new Conflict(`The next renewal must be more than ${rules.cutoffHours} hours ahead`);
      if (options.cancels && rules.minCycles !== null && current.cycles_completed < rules.minCycles)
        throw new Conflict(
          `The plan asks for ${rules.minCycles} billed cycles before cancelling; ${current.cycles_completed} so far`,
        );
    },
  };
}

/** One page of the customer's subscriptions, oldest first: one Query on the subscriptions' email index. */
export async function mySubscriptions(
  me: Me,
  page: { cursor?: string; limit: number },
): Promise<{ subscriptions: Subscription[]; nextCursor: string | null }> {
  const email = await ownEmail(me.companyId, me.customerId);
  const { subscriptions, nextCursor } = await listSubscriptions(me.companyId, { email }, page);
  return { subscriptions: subscriptions.filter((s) => s.customer_id === me.customerId), nextCursor };
}

/** One of the customer's subscriptions. */
export async function mySubscription(me: Me, id: number): Promise<Subscription> {
  return (await ownSubscription(me, id)).subscription;
}

/** The lifecycle actions a customer takes. */
export type CustomerAction = 'skip' | 'undo_skip' | 'pause' | 'resume' | 'reactivate';

const actions = {
  skip: skipNextCycle,
  undo_skip: undoSkip,
  // A customer's pause has no end date: it lasts until they resume.
  pause: (companyId: number, id: number, now: Date, actor: ChangeActor) =>
    pauseSubscription(companyId, id, {}, now, actor),
  resume: resumeSubscription,
  reactivate: reactivateSubscription,
} as const;

/** Skips, undoes a skip, pauses, resumes or reactivates the customer's subscription. */
export async function actOnMySubscription(
  me: Me,
  id: number,
  action: CustomerAction,
  now = new Date(),
): Promise<Subscription> {
  const { rules } = await ownSubscription(me, id);
  return actions[action](me.companyId, id, now, asCustomer(rules, now, { movesDate: action === 'undo_skip' }));
}

/** Cancels the customer's subscription now, with their reason. */
export async function cancelMySubscription(
  me: Me,
  id: number,
  note: string | null,
  now = new Date(),
): Promise<Subscription> {
  const { rules } = await ownSubscription(me, id);
  return cancelSubscription(
    me.companyId,
    id,
    { atPeriodEnd: false, note },
    now,
    asCustomer(rules, now, { cancels: true }),
  );
}

/** Bills a past-due subscription's failed cycle now (the renewal path: one order per cycle). */
export async function retryMySubscription(me: Me, id: number, now = new Date()): Promise<BilledRenewal> {
  const { subscription } = await ownSubscription(me, id);
  if (subscription.status !== 'past_due')
    throw new Conflict(`Only a past_due subscription is retried; this one is ${subscription.status}`);
  return chargeNow(me.companyId, id, now);
}

/** What a customer changes of their subscription. */
export interface MyChanges {
  /** `YYYY-MM-DD`: the next renewal bills that day at the subscription's usual time (later cycles follow). */
  next_bill_date?: string;
  /** Shorthands for a one-line subscription. */
  variant_id?: number;
  quantity?: number;
  lines?: { variant_id: number; quantity: number }[];
  /** A saved address of the customer's address book. */
  address_id?: number;
}

/** Changes the date, quantity, variant or address of the customer's subscription (the merchant's PATCH, guarded). */
export async function changeMySubscription(
  me: Me,
  id: number,
  changes: MyChanges,
  now = new Date(),
): Promise<Subscription> {
  const { subscription, rules } = await ownSubscription(me, id);
  const merchantChanges: SubscriptionChanges = {};
  if (changes.next_bill_date !== undefined) {
    const wall = parseWallTime(`${changes.next_bill_date}T${subscription.anchor_wall.slice(11)}`);
    merchantChanges.next_billing_at = new Date(wallTimeToInstant(wall, subscription.time_zone)).toISOString();
  }
  if (changes.lines !== undefined) merchantChanges.lines = changes.lines;
  else if (changes.variant_id !== undefined || changes.quantity !== undefined) {
    if (subscription.lines.length !== 1)
      throw new ValidationFailed({ subscription: ['a subscription of several lines takes `lines`'] });
    const line = subscription.lines[0]!;
    merchantChanges.lines = [
      {
        variant_id: changes.variant_id ?? line.variant_id,
        product_id: changes.variant_id === undefined ? line.product_id : undefined,
        quantity: changes.quantity ?? line.quantity,
      },
    ];
  }
  if (changes.address_id !== undefined) {
    const book = await readAddressBook(me.companyId, me.customerId);
    merchantChanges.shipping_address = addressFields(savedAddress(book, changes.address_id));
  }
  const actor = asCustomer(rules, now, { movesDate: changes.next_bill_date !== undefined });
  const { subscription: updated } = await updateSubscription(me.companyId, id, merchantChanges, now, actor.guard);
  return updated;
}

/**
 * Ships the customer's subscriptions to a saved address: all that still bill or may again
 * (active, past due, paused), or the ones named. Every one is checked first (owned, not inside its
 * cut-off, same country), so a refusal changes none; answers how many changed.
 */
export async function applyAddressToMySubscriptions(
  me: Me,
  addressId: number,
  target: { all: true } | { ids: number[] },
  now = new Date(),
): Promise<number> {
  const address = addressFields(savedAddress(await readAddressBook(me.companyId, me.customerId), addressId));
  const chosen =
    'all' in target
      ? (await allMySubscriptions(me)).filter((s) => s.status !== 'cancelled' && s.status !== 'expired')
      : await Promise.all(target.ids.map(async (id) => (await ownSubscription(me, id)).subscription));
  const checked = await Promise.all(
    chosen.map(async (subscription) => {
      const { rules } = await ownSubscription(me, subscription.id);
      asCustomer(rules, now).guard!(subscription, subscription);
      if (subscription.country_code !== address.country_code)
        throw new ValidationFailed({
          address: [`subscription ${subscription.id} ships within ${subscription.country_code} only`],
        });
      return rules;
    }),
  );
  for (const [index, subscription] of chosen.entries())
    await updateSubscription(
      me.companyId,
      subscription.id,
      { shipping_address: address },
      now,
      asCustomer(checked[index]!, now).guard,
    );
  return chosen.length;
}

/** Every subscription of the customer (bounded: a buyer holds few; read page by page). */
async function allMySubscriptions(me: Me): Promise<Subscription[]> {
  const all: Subscription[] = [];
  let cursor: string | undefined;
  do {
    const page = await mySubscriptions(me, { cursor, limit: 100 });
    all.push(...page.subscriptions);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}
