import type { PipelineEventDetail } from '../../shared/domains/events/event-bus';
import { rollUpEvent } from '../../shared/domains/analytics/roll-up-event';
import { queueMessageHandler } from '../../shared/edge/consumers/queue-consumer';

const detailOf = (body: string) => (JSON.parse(body) as { detail: PipelineEventDetail }).detail;

/** Analytics queue → the dashboard rollups; a redelivered message counts nothing twice (markers per fact). */
export const handler = queueMessageHandler((message) => rollUpEvent(detailOf(message.body)), {
  failureMessage: 'analytics rollup not applied; the queue will retry',
  failureFields: (message) => {
    const detail = detailOf(message.body);
    return { company_id: detail.company_id, event_id: detail.event_id, event: `${detail.resource}_${detail.event}` };
  },
});
