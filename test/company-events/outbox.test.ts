import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyBulkAction } from '../../shared/domains/company-events/bulk-events';
import {
  createEvent,
  deleteEvent,
  duplicateEvent,
  updateEvent,
} from '../../shared/domains/company-events/event-writes';
import { sendEventNotification } from '../../shared/domains/company-events/send-notification';
import { transactWrite, type WriteItem } from '../../shared/platform/db/transact';
import { buildDeliveryPayload } from '../../shared/domains/event-catalog/payload';
import { createTenant, type Tenant } from '../helpers/tenant';

// Pass-through spy: the real transaction runs, and the test sees what went into it.
vi.mock('../../shared/platform/db/transact', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../shared/platform/db/transact')>();
  return { ...actual, transactWrite: vi.fn(actual.transactWrite) };
});

const details = {
  title: 'Launch',
  description: 'Product launch',
  time_zone: 'UTC',
  start_date: '2030-01-10',
  end_date: '2030-01-10',
  start_time: '10:00',
  end_time: '11:00',
  url: null,
  location: null,
  images: [],
  available_countries: ['US'],
  notifications_enabled: true,
  status: 'active' as const,
};

let tenant: Tenant;
beforeAll(async () => {
  // The worker calls the domain directly, so it needs the local scheduler the runtime configures for the API.
  Object.assign(process.env, {
    LOCAL_SCHEDULER: '1',
    REMINDER_TARGET_ARN: 'local-handler:consumers/send-event-reminder',
    SCHEDULER_ROLE_ARN: 'role',
    REMINDER_DLQ_ARN: 'dlq',
  });
  tenant = await createTenant();
});
// A block body: a function returned from beforeEach would run as its teardown.
beforeEach(() => {
  vi.mocked(transactWrite).mockClear();
});

/** The outbox records of every transaction since the last clear, with the items they committed beside. */
function transactions() {
  return vi.mocked(transactWrite).mock.calls.map(([items]) => {
    const outbox = items
      .filter((item: WriteItem) => item.Put?.Item?.entity === 'outbox')
      .map((item: WriteItem) => item.Put!.Item as Record<string, any>);
    const entities = items.map(
      (item: WriteItem) => item.Put?.Item?.entity ?? (item.Delete ? 'delete' : item.ConditionCheck ? 'check' : 'other'),
    );
    return { outbox, entities };
  });
}

/** The record must be deliverable: the webhook pipeline validates it against the event catalog. */
function expectDeliverable(record: Record<string, any>) {
  expect(() =>
    buildDeliveryPayload({
      companyId: record.company_id,
      resource: record.resource,
      event: record.event,
      data: record.data,
    }),
  ).not.toThrow();
}

describe('every change emits its company_event webhook event in the same transaction (outbox)', () => {
  it('create → company_event.created with the event as the API shows it', async () => {
    const event = await createEvent(tenant.company.id, details);
    const [tx] = transactions();
    expect(tx!.entities).toEqual(['company_event', 'outbox']);
    expect(tx!.outbox).toEqual([
      expect.objectContaining({
        company_id: tenant.company.id,
        resource: 'company_event',
        event: 'created',
        data: expect.objectContaining({ id: event.id, status_label: 'Active' }),
      }),
    ]);
    expectDeliverable(tx!.outbox[0]!);
  });

  it('update → updated; duplicate → created (the copy); delete → deleted carrying the last state', async () => {
    const event = await createEvent(tenant.company.id, details);
    vi.mocked(transactWrite).mockClear();
    await updateEvent(tenant.company.id, event.id, { title: 'Launch 2' });
    const copy = await duplicateEvent(tenant.company.id, event.id);
    await deleteEvent(tenant.company.id, event.id);
    const [updated, duplicated, deleted] = transactions();
    expect(updated!.outbox[0]).toMatchObject({ event: 'updated', data: { id: event.id, title: 'Launch 2' } });
    expect(duplicated!.outbox[0]).toMatchObject({
      event: 'created',
      data: { id: copy.id, title: 'Launch 2 (copy)', status: 'inactive' },
    });
    expect(deleted!.entities[0]).toBe('delete');
    expect(deleted!.outbox[0]).toMatchObject({ event: 'deleted', data: { id: event.id, title: 'Launch 2' } });
    for (const tx of [updated, duplicated, deleted]) expectDeliverable(tx!.outbox[0]!);
  });

  it('bulk actions emit one event per changed id and none for an unchanged one', async () => {
    const active = await createEvent(tenant.company.id, details);
    const inactive = await createEvent(tenant.company.id, { ...details, status: 'inactive' });
    vi.mocked(transactWrite).mockClear();
    await applyBulkAction(tenant.company.id, 'activate', [active.id, inactive.id]);
    expect(transactions().map((tx) => tx.outbox.map((record) => [record.event, record.data.id]))).toEqual([
      [['updated', inactive.id]],
    ]);
  });

  it('Send Notification → company_event.notification with the countries, committed with the 5-minute block', async () => {
    const event = await createEvent(tenant.company.id, details);
    vi.mocked(transactWrite).mockClear();
    await sendEventNotification(tenant.company.id, event.id, ['US']);
    const [tx] = transactions();
    expect(tx!.entities).toEqual(['check', 'company_event_notify_block', 'outbox']);
    expect(tx!.outbox[0]).toMatchObject({
      event: 'notification',
      data: { id: event.id, notification: { countries: ['US'], sent_at: expect.any(String) } },
    });
    expectDeliverable(tx!.outbox[0]!);
  });
});
