import type { SubscriptionView } from '../../shared/domains/autoship/subscription-payload';
import { findSubscription } from '../../shared/domains/autoship/subscription-store';
import { syncReminderSchedule } from '../../shared/domains/shop-mail/renewal-reminder';
import { sendShopMail } from '../../shared/domains/shop-mail/send-shop-mail';
import { subscriptionMail } from '../../shared/domains/shop-mail/subscription-mails';
import { streamRecordHandler, type StreamItem } from '../../shared/edge/consumers/stream-consumer';
import { consumer } from './manifest';

const subscriptionOf = (outbox: StreamItem) => ({
  companyId: outbox.company_id as number,
  event: outbox.event as string,
  subscription: outbox.data as SubscriptionView,
});

/**
 * The subscriber's mails, from each `subscription_*` outbox record in stream order: started
 * (`subscription_created`), payment failed and cancelled, each claimed on the subscription before
 * it is sent (a redelivered record mails nothing twice). Every record also brings the renewal
 * reminder's schedule in line with the subscription as stored now (idempotent).
 */
export const handler = streamRecordHandler(
  consumer('mailSubscriptionEvents'),
  async (outbox) => {
    const { companyId, event, subscription } = subscriptionOf(outbox);
    const mail = subscriptionMail(companyId, event, subscription);
    if (mail) await sendShopMail(mail);
    const stored = await findSubscription(companyId, subscription.id);
    if (stored) await syncReminderSchedule(stored);
  },
  {
    failureMessage: 'subscription mail or reminder schedule not done; the stream will retry',
    failureFields: (outbox) => {
      const { companyId, event, subscription } = subscriptionOf(outbox);
      return { company_id: companyId, subscription_id: subscription.id, event };
    },
  },
);
