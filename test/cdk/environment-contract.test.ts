import { afterEach, describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { imageUrl } from '../../shared/domains/company-events/event-images';
import type { CompanyEvent } from '../../shared/domains/company-events/event-entity';
import { presignImageUploads } from '../../shared/domains/company-events/image-uploads';
import { reminderSchedule } from '../../shared/domains/company-events/reminder-schedule';
import { queueUrl } from '../../shared/domains/events/queues';
import { scheduleGroupName } from '../../shared/platform/scheduler/scheduler';
import { environmentOf, functionById } from './functions';
import { synthesize } from './synth';

// The variables CDK sets must be the ones the shared modules read: each test runs a reader with
// exactly the environment a synthesized function gets (tokens replaced by placeholders).
const app = synthesize({ routes: manifest });
const managed = [
  'SCHEDULE_GROUP_NAME',
  'REMINDER_TARGET_ARN',
  'SCHEDULER_ROLE_ARN',
  'REMINDER_DLQ_ARN',
  'RENEWAL_SCHEDULE_GROUP_NAME',
  'RENEWAL_TARGET_ARN',
  'RENEWAL_SCHEDULER_ROLE_ARN',
  'RENEWAL_DLQ_ARN',
  'DELIVERIES_QUEUE_URL',
  'EVENTS_QUEUE_URL',
  'MEDIA_BUCKET',
  'MEDIA_URL_PREFIX',
];
/** Switches the test workers may inherit from the local runtime; CDK never sets them. */
const localOnly = ['LOCAL_UPLOADS', 'LOCAL_UPLOADS_URL', 'LOCAL_SCHEDULER'];
const saved = { ...process.env };

/** Replaces the managed variables with the function's own; a token becomes `<NAME>`. */
function useEnvironmentOf(id: string): void {
  for (const name of [...managed, ...localOnly]) delete process.env[name];
  for (const [name, value] of Object.entries(environmentOf(functionById(app.stacks, id)))) {
    if (managed.includes(name)) process.env[name] = typeof value === 'string' ? value : `<${name}>`;
  }
}

afterEach(() => {
  for (const name of [...managed, ...localOnly]) delete process.env[name];
  Object.assign(process.env, saved);
});

const event = { id: 7, company_id: 3, version: 2, starts_at: '2030-01-01T10:00:00.000Z' } as CompanyEvent;
const plan = { dueAt: new Date('2030-01-01T09:00:00Z'), expression: 'at(2030-01-01T09:00:00)', timeZone: 'UTC' };
const routeUsing = (resource: string) => manifest.filter((route) => route.uses?.some((use) => use === resource));

describe('environment contract between CDK and the shared modules', () => {
  it.each(routeUsing('reminder-schedules').map((route) => [route.id]))(
    '%s finds the reminder target, role, DLQ and group',
    (id) => {
      useEnvironmentOf(id);
      expect(reminderSchedule(event, plan).target).toMatchObject({
        arn: '<REMINDER_TARGET_ARN>',
        roleArn: '<SCHEDULER_ROLE_ARN>',
        deadLetterArn: '<REMINDER_DLQ_ARN>',
      });
      // CloudFormation names the group; the function must take that name, not the local default.
      expect(scheduleGroupName()).toBe('<SCHEDULE_GROUP_NAME>');
    },
  );

  it('leaves a route without reminder-schedules unable to build a schedule', () => {
    useEnvironmentOf(manifest.find((route) => !route.uses?.length)!.id);
    expect(() => reminderSchedule(event, plan)).toThrow(/REMINDER_TARGET_ARN/);
  });

  it.each(
    [...routeUsing('deliveries-queue').map((route) => route.id), 'fanOutEvent', 'deliverWebhook'].map((id) => [id]),
  )('%s finds the deliveries queue', (id) => {
    useEnvironmentOf(id);
    expect(queueUrl('deliveries')).toBe('<DELIVERIES_QUEUE_URL>');
  });

  it.each(routeUsing('event-image-uploads').map((route) => [route.id]))(
    '%s presigns uploads to the media bucket',
    async (id) => {
      useEnvironmentOf(id);
      const [upload] = await presignImageUploads(3, [{ content_type: 'image/png', size: 1024 }]);
      expect(decodeURIComponent(upload!.upload.url)).toContain('<MEDIA_BUCKET>');
      expect(upload!.url.startsWith('<MEDIA_URL_PREFIX>company-events/3/')).toBe(true);
    },
  );

  it.each(manifest.filter((route) => route.handler.startsWith('company-events/')).map((route) => [route.id]))(
    '%s builds image URLs from the media URL prefix',
    (id) => {
      useEnvironmentOf(id);
      expect(imageUrl(3, 'img_a.png')).toBe('<MEDIA_URL_PREFIX>company-events/3/img_a.png');
    },
  );
});
