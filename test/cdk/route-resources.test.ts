import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consumers } from '../../functions/consumers/manifest';
import { manifest } from '../../functions/manifest';
import { reminderScheduleActions, resourceBindings } from '../../lib/function-resources';
import { uploadPrefixes } from '../../lib/constructs/media-storage';
import { tokenPartitionPrefix } from '../../lib/table-access';
import { imageKey } from '../../shared/domains/company-events/event-images';
import { mediumFileKey } from '../../shared/domains/storefront/media/medium-files';
import { pipelineDefinition } from '../../shared/domains/events/pipeline-definition';
import type { RouteDefinition } from '../../shared/edge/http/route';
import type { RouteResource } from '../../shared/platform/route-resources';
import {
  actionsOf,
  environmentOf,
  functionById,
  logicalIdOf,
  refersTo,
  statementsOf,
  statementsWith,
} from './functions';
import { synthesize } from './synth';

const mailFrom = 'no-reply@mail.example.com';
const app = synthesize({ routes: manifest, mailFrom });
const core = app.stack('CommercePlatform-Core');
/** The schedule group created under the construct `prefix` of the core stack (`Reminders`, `Renewals`, `AutoshipNotices`). */
const scheduleGroupIdUnder = (prefix: string) => {
  const ids = Object.keys(core.template.findResources('AWS::Scheduler::ScheduleGroup')).filter((id) =>
    id.includes(prefix),
  );
  if (ids.length !== 1) throw new Error(`Expected one schedule group under ${prefix}, found ${ids.length}`);
  return ids[0]!;
};
const deliveriesQueueId = logicalIdOf(
  core,
  'AWS::SQS::Queue',
  (p) => p.QueueName === pipelineDefinition.queues.deliveries.name,
);
const bucketId = logicalIdOf(core, 'AWS::S3::Bucket', (properties) => Boolean(properties.CorsConfiguration));

const statements = (route: RouteDefinition) => statementsOf(app.stacks, functionById(app.stacks, route.id));
const variables = (route: RouteDefinition) => Object.keys(environmentOf(functionById(app.stacks, route.id)));
const uses = (route: RouteDefinition, resource: RouteResource) => (route.uses ?? []).includes(resource);
const table = manifest.map((route) => [route.id, route] as const);
/** The Scheduler actions the shared module's commands need, read from its source (`new XScheduleCommand`). */
const schedulerCommandsSent = [
  ...readFileSync(
    resolve(import.meta.dirname, '../../shared/platform/scheduler/eventbridge-scheduler.ts'),
    'utf8',
  ).matchAll(/new (\w+Schedule)Command\b/g),
]
  .map((match) => `scheduler:${match[1]}`)
  .sort();

/** The variables each resource adds, stated independently of lib/function-resources.ts. */
const expectedVariables: Record<RouteResource, string[]> = {
  mail: [],
  'reminder-schedules': ['SCHEDULE_GROUP_NAME', 'REMINDER_TARGET_ARN', 'SCHEDULER_ROLE_ARN', 'REMINDER_DLQ_ARN'],
  'renewal-schedules': [
    'RENEWAL_SCHEDULE_GROUP_NAME',
    'RENEWAL_TARGET_ARN',
    'RENEWAL_SCHEDULER_ROLE_ARN',
    'RENEWAL_DLQ_ARN',
  ],
  'renewal-reminder-schedules': [
    'RENEWAL_REMINDER_SCHEDULE_GROUP_NAME',
    'RENEWAL_REMINDER_TARGET_ARN',
    'RENEWAL_REMINDER_SCHEDULER_ROLE_ARN',
    'RENEWAL_REMINDER_DLQ_ARN',
  ],
  'deliveries-queue': ['DELIVERIES_QUEUE_URL'],
  'event-image-uploads': ['MEDIA_BUCKET'],
  'storefront-media-uploads': ['MEDIA_BUCKET'],
  'table-batch-writes': [],
  'event-image-attachments': ['MEDIA_BUCKET'],
  'storefront-media-attachments': ['MEDIA_BUCKET'],
  // Synthesized here without a storefront domain: no distribution, no origin secret (storefront-domain.test.ts has one).
  'storefront-origin': [],
};

/** What each S3 resource may do, on which key prefix, stated independently of lib/function-resources.ts. */
const s3Grants: Partial<Record<RouteResource, { actions: string[]; prefix: string }>> = {
  // A presigned POST stores the object with its pending tag: S3 authorizes that as PutObjectTagging.
  'event-image-uploads': { actions: ['s3:PutObject', 's3:PutObjectTagging'], prefix: 'company-events/' },
  'storefront-media-uploads': { actions: ['s3:PutObject', 's3:PutObjectTagging'], prefix: 'media/' },
  // Attaching removes the pending tag, and nothing else.
  'event-image-attachments': { actions: ['s3:DeleteObjectTagging'], prefix: 'company-events/' },
  'storefront-media-attachments': { actions: ['s3:DeleteObjectTagging'], prefix: 'media/' },
};

describe('route resources (`uses`)', () => {
  it('binds every RouteResource, and the manifests use each of them (so every row below, or a consumer test, exercises it)', () => {
    // The renewal reminders' schedules are moved by a consumer only (test/cdk/consumers.test.ts checks its grant).
    const used = new Set([
      ...manifest.flatMap((route) => route.uses ?? []),
      ...consumers.flatMap((consumer): readonly string[] => ('uses' in consumer.access ? consumer.access.uses : [])),
    ]);
    expect(
      Object.keys(resourceBindings)
        .filter((resource) => resource !== 'event-bus')
        .sort(),
    ).toEqual(Object.keys(expectedVariables).sort());
    expect([...used].sort()).toEqual(Object.keys(expectedVariables).sort());
  });

  it.each(table)('%s has exactly the variables of the resources it uses', (_id, route) => {
    // Both upload kinds name the same bucket: a variable belongs to a route using any resource that lists it.
    const expected = new Set((route.uses ?? []).flatMap((resource) => expectedVariables[resource]));
    for (const name of new Set(Object.values(expectedVariables).flat()))
      expect(variables(route).includes(name), name).toBe(expected.has(name));
  });

  /** Each schedule resource: the group its grant and its variable name (the groups' constructs: Reminders, Renewals, AutoshipNotices). */
  const scheduleResources = [
    {
      resource: 'reminder-schedules' as const,
      groupId: scheduleGroupIdUnder('Reminders'),
      variable: 'SCHEDULE_GROUP_NAME',
    },
    {
      resource: 'renewal-schedules' as const,
      groupId: scheduleGroupIdUnder('Renewals'),
      variable: 'RENEWAL_SCHEDULE_GROUP_NAME',
    },
    {
      resource: 'renewal-reminder-schedules' as const,
      groupId: scheduleGroupIdUnder('AutoshipNotices'),
      variable: 'RENEWAL_REMINDER_SCHEDULE_GROUP_NAME',
    },
  ];

  it.each(table)('%s may manage schedules of exactly the groups whose schedule resource it uses', (_id, route) => {
    const scheduler = statementsWith(statements(route), 'scheduler:');
    const used = scheduleResources.filter(({ resource }) => uses(route, resource));
    expect(scheduler).toHaveLength(used.length);
    for (const { groupId, variable } of used) {
      const statement = scheduler.find((candidate) => refersTo(candidate.Resource, groupId))!;
      expect([...actionsOf(statement)].sort()).toEqual([...reminderScheduleActions].sort());
      expect(JSON.stringify(statement.Resource)).toMatch(/:schedule\/".+\/\*"\]\]\}$/);
      expect(refersTo(environmentOf(functionById(app.stacks, route.id))[variable], groupId)).toBe(true);
    }
    expect([...reminderScheduleActions].sort()).toEqual(schedulerCommandsSent);
  });

  it.each(table)(
    "%s may pass a role (a group's scheduler role, to Scheduler) only if it uses a schedule resource",
    (_id, route) => {
      expect(statementsWith(statements(route), 'iam:').length > 0).toBe(
        scheduleResources.some(({ resource }) => uses(route, resource)),
      );
    },
  );

  it.each(table)('%s may send to the deliveries queue only if it uses deliveries-queue', (_id, route) => {
    const sqs = statementsWith(statements(route), 'sqs:');
    expect(sqs.length > 0).toBe(uses(route, 'deliveries-queue'));
    for (const statement of sqs) {
      expect(actionsOf(statement)).toEqual(['sqs:SendMessage']);
      expect(refersTo(statement.Resource, deliveriesQueueId)).toBe(true);
    }
  });

  it.each(table)('%s may batch-write the table only if it uses table-batch-writes', (_id, route) => {
    // CDK merges statements on the same resource, so the action may share one with the item writes.
    const batchWrites = statements(route).filter((statement) =>
      actionsOf(statement).includes('dynamodb:BatchWriteItem'),
    );
    expect(batchWrites.length > 0).toBe(uses(route, 'table-batch-writes'));
    for (const statement of batchWrites) expect(JSON.stringify(statement.Resource)).not.toContain('/index/');
  });

  it.each(table)(
    '%s has S3 actions only on the prefix of each upload or attachment kind it uses, exactly those',
    (_id, route) => {
      const s3 = statementsWith(statements(route), 's3:');
      const expected = (route.uses ?? []).flatMap((resource) => (s3Grants[resource] ? [s3Grants[resource]] : []));
      for (const statement of s3) expect(refersTo(statement.Resource, bucketId)).toBe(true);
      const granted = s3.map((statement) => ({
        actions: [...actionsOf(statement)].sort(),
        prefix: /\/([\w-]+\/)\*"\]\]\}$/.exec(JSON.stringify(statement.Resource))?.[1],
      }));
      expect(granted).toEqual(expected.map((grant) => ({ actions: [...grant.actions].sort(), prefix: grant.prefix })));
    },
  );

  it('attaching event images and storefront media files is granted to the routes that reference uploads', () => {
    const users = (resource: RouteResource) =>
      manifest
        .filter((route) => uses(route, resource))
        .map((route) => route.id)
        .sort();
    expect(users('event-image-attachments')).toEqual(['createCompanyEvent', 'updateCompanyEvent']);
    expect(users('storefront-media-attachments')).toEqual(['createMedium', 'updateMedium']);
  });

  it("grants the storefront media uploads the prefix their keys are built under, not the event images' one", () => {
    expect(mediumFileKey(42, 'upl_0123.png').startsWith(uploadPrefixes['storefront-media-uploads'])).toBe(true);
    expect(imageKey(42, 'img_0123.png').startsWith(uploadPrefixes['event-image-uploads'])).toBe(true);
    const route = manifest.find((candidate) => candidate.id === 'createMediumUploads')!;
    expect(JSON.stringify(statementsWith(statements(route), 's3:')[0]!.Resource)).toMatch(/\/media\/\*"\]\]\}$/);
  });

  it.each(table)('%s may send mail as MAIL_FROM only if it uses mail', (_id, route) => {
    const ses = statementsWith(statements(route), 'ses:');
    expect(ses.length > 0).toBe(uses(route, 'mail'));
    for (const statement of ses) {
      expect(actionsOf(statement)).toEqual(['ses:SendEmail']);
      const resources = JSON.stringify(statement.Resource);
      expect(resources).toContain(`:identity/${mailFrom}"`);
      expect(resources).toContain(':identity/mail.example.com"');
      expect(resources).not.toContain('"*"');
    }
  });

  it('refuses reminder-schedules on the catch-all: the API stack deploys before the reminder target exists', () => {
    const fallback = manifest.find((route) => route.path === '$default')!;
    const routes = manifest.map((route) =>
      route === fallback ? { ...route, uses: ['reminder-schedules' as const] } : route,
    );
    expect(() => synthesize({ routes })).toThrow(
      /'reminder-schedules' is only available to functions deployed after the company-event-reminders target consumer/,
    );
    expect(() => synthesize({ routes, sam: true })).not.toThrow();
  });

  it('grants no SES access without MAIL_FROM: the sender fails before calling SES', () => {
    const mailRoutes = manifest.filter((route) => uses(route, 'mail'));
    // Only the local SAM template may lack a sender; the deployable layout refuses to synthesize.
    const withoutMail = synthesize({ routes: mailRoutes, sam: true, mailFrom: undefined });
    for (const route of mailRoutes) {
      expect(
        statementsWith(statementsOf(withoutMail.stacks, functionById(withoutMail.stacks, route.id)), 'ses:'),
      ).toEqual([]);
    }
  });
});

describe('token use recording', () => {
  it.each(table)(
    '%s may update token items (and only those, beyond its own table access) exactly when it takes a bearer token, a customer session or a member session',
    (_id, route) => {
      const conditioned = statementsWith(statements(route), 'dynamodb:').filter((statement) => statement.Condition);
      if (
        route.auth.kind !== 'bearer' &&
        route.auth.kind !== 'shop' &&
        route.auth.kind !== 'customer' &&
        route.auth.kind !== 'member'
      ) {
        expect(conditioned).toEqual([]);
        return;
      }
      expect(conditioned).toHaveLength(1);
      expect(actionsOf(conditioned[0]!)).toEqual(['dynamodb:UpdateItem']);
      expect(conditioned[0]!.Condition).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${tokenPartitionPrefix}*`] },
      });
    },
  );

  it("derives the prefix from the token entity's key", () => {
    expect(tokenPartitionPrefix).toBe('TOKEN#');
  });

  it('leaves a read-only bearer route unable to write anything but token items', () => {
    const route = manifest.find(
      (candidate) => candidate.method === 'GET' && candidate.auth.kind === 'bearer' && !candidate.writes,
    )!;
    const writes = statementsWith(statements(route), 'dynamodb:').filter((statement) =>
      actionsOf(statement).some((action) => /Put|Update|Delete|BatchWrite/.test(action)),
    );
    expect(writes).toHaveLength(1);
    expect(writes[0]!.Condition).toBeDefined();
  });
});

describe('reads that write', () => {
  it('lets GET /api/company/webhooks/secret write the table: it creates the company secret on first read', () => {
    const route = manifest.find((candidate) => candidate.id === 'getWebhookSecret')!;
    const unconditioned = statementsWith(statements(route), 'dynamodb:').filter((statement) => !statement.Condition);
    expect(unconditioned.flatMap(actionsOf)).toContain('dynamodb:PutItem');
  });
});
