import { describe, expect, it } from 'vitest';
import { fanOutBatch } from '../../shared/domains/deliveries/fan-out';
import { toDetail } from '../../shared/domains/events/event-bus';
import type { OutboxRecord } from '../../shared/domains/events/outbox';
import { allEventDefinitions } from '../../shared/domains/event-catalog/catalog';
import { subscriptionChangePut } from '../../shared/domains/webhooks/webhook-subscription-change';
import { createTenant } from '../helpers/tenant';

describe('fanOutBatch', () => {
  it("takes an internal event (a webhook subscription's change, in no catalog) without failing its message", async () => {
    const tenant = await createTenant();
    const change = subscriptionChangePut({
      company_id: tenant.company.id,
      id: 1,
      resource: 'member',
      event: 'created',
    });
    expect(await fanOutBatch([{ messageId: 'internal', detail: toDetail(change.Put!.Item as OutboxRecord) }])).toEqual(
      [],
    );
  });

  it("fails the message of an event nobody receives whose data is not its schema's shape, where payloads are checked", async () => {
    const tenant = await createTenant();
    const member = allEventDefinitions().find((definition) => definition.identifier === 'member_created')!;
    const detail = {
      event_id: 'evt_unreceived',
      company_id: tenant.company.id,
      resource: 'member',
      event: 'created',
      data: { ...member.example, pk: 'COMPANY#1' },
      occurred_at: new Date().toISOString(),
    };
    expect(
      await fanOutBatch([
        { messageId: 'bad', detail },
        { messageId: 'good', detail: { ...detail, event_id: 'evt_good', data: member.example } },
      ]),
    ).toEqual(['bad']);
  });
});
