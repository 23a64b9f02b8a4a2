import { ensureRenewalSchedule } from '../../shared/domains/autoship/renewal-schedule';
import { streamRecordHandler, type StreamItem } from '../../shared/edge/consumers/stream-consumer';
import { consumer } from './manifest';

/** The subscription a `subscription_*` outbox record is about. */
const subscriptionOf = (outbox: StreamItem) => ({
  companyId: outbox.company_id as number,
  subscriptionId: (outbox.data as { id: number }).id,
});

/**
 * The guarantee behind every renewal schedule. A subscription write commits its `subscription_*`
 * outbox record and then moves the schedule itself, answering even when that call fails. This
 * consumer sees every such record on the stream, at least once and in order, and brings the one
 * schedule in line with the CURRENT stored state (same name per subscription, same ClientToken per
 * version), so the usual case is a no-op and a late record never restores an old state.
 */
export const handler = streamRecordHandler(
  consumer('ensureRenewalSchedule'),
  async (outbox) => {
    const { companyId, subscriptionId } = subscriptionOf(outbox);
    await ensureRenewalSchedule(companyId, subscriptionId);
  },
  {
    failureMessage: 'renewal schedule not ensured; the stream will retry',
    failureFields: (outbox) => {
      const { companyId, subscriptionId } = subscriptionOf(outbox);
      return { company_id: companyId, subscription_id: subscriptionId, event: outbox.event };
    },
    // One write's several events (renewed + expired, payment_failed + paused) need one settle.
    onceBy: (outbox) => {
      const { companyId, subscriptionId } = subscriptionOf(outbox);
      return `${companyId}#${subscriptionId}`;
    },
  },
);
