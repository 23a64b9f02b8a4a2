import { describe, expect, it } from 'vitest';
import { consumers, manifest } from '../../functions/manifest';
import { scheduleGroupOf } from '../../lib/consumer-access';
import { reminderScheduleActions, resourceBindings } from '../../lib/function-resources';
import { tokenPartitionPrefix } from '../../lib/table-access';
import { pipelineDefinition } from '../../shared/events/pipeline-definition';
import type { RouteDefinition, RouteResource } from '../../shared/http/route';
import { actionsOf, environmentOf, functionById, logicalIdOf, refersTo, statementsOf, statementsWith } from './functions';
import { synthesize } from './synth';

const mailFrom = 'no-reply@mail.example.com';
const app = synthesize({ routes: manifest, mailFrom });
const core = app.stack('CommercePlatform-Core');
const group = scheduleGroupOf(consumers);
const deliveriesQueueId = logicalIdOf(core, 'AWS::SQS::Queue', (p) => p.QueueName === pipelineDefinition.queues.deliveries.name);
const bucketId = logicalIdOf(core, 'AWS::S3::Bucket', (properties) => Boolean(properties.CorsConfiguration));

const statements = (route: RouteDefinition) => statementsOf(app.stacks, functionById(app.stacks, route.id));
const variables = (route: RouteDefinition) => Object.keys(environmentOf(functionById(app.stacks, route.id)));
const uses = (route: RouteDefinition, resource: RouteResource) => (route.uses ?? []).includes(resource);
const table = manifest.map((route) => [route.id, route] as const);

/** The variables each resource adds, stated independently of lib/function-resources.ts. */
const expectedVariables: Record<RouteResource, string[]> = {
  mail: [],
  'reminder-schedules': ['SCHEDULE_GROUP_NAME', 'REMINDER_TARGET_ARN', 'SCHEDULER_ROLE_ARN', 'REMINDER_DLQ_ARN'],
  'deliveries-queue': ['DELIVERIES_QUEUE_URL'],
  'media-uploads': ['MEDIA_BUCKET'],
};

describe('route resources (`uses`)', () => {
  it('binds every RouteResource, and the manifest uses each of them (so every row below is exercised)', () => {
    const used = new Set(manifest.flatMap((route) => route.uses ?? []));
    expect(Object.keys(resourceBindings).filter((resource) => resource !== 'event-bus').sort()).toEqual(Object.keys(expectedVariables).sort());
    expect([...used].sort()).toEqual(Object.keys(expectedVariables).sort());
  });

  it.each(table)('%s has exactly the variables of the resources it uses', (_id, route) => {
    for (const [resource, names] of Object.entries(expectedVariables) as [RouteResource, string[]][]) {
      for (const name of names) expect(variables(route).includes(name), `${resource}: ${name}`).toBe(uses(route, resource));
    }
  });

  it.each(table)('%s may manage schedules of the reminder group only if it uses reminder-schedules', (_id, route) => {
    const scheduler = statementsWith(statements(route), 'scheduler:');
    if (!uses(route, 'reminder-schedules')) {
      expect(scheduler).toEqual([]);
      return;
    }
    expect(scheduler).toHaveLength(1);
    expect([...actionsOf(scheduler[0]!)].sort()).toEqual([...reminderScheduleActions].sort());
    expect(JSON.stringify(scheduler[0]!.Resource)).toMatch(new RegExp(`:schedule/${group}/\\*"\\]\\]\\}$`));
    expect(environmentOf(functionById(app.stacks, route.id)).SCHEDULE_GROUP_NAME).toBe(group);
  });

  it.each(table)('%s may pass a role (the scheduler\'s, to Scheduler) only if it uses reminder-schedules', (_id, route) => {
    expect(statementsWith(statements(route), 'iam:').length > 0).toBe(uses(route, 'reminder-schedules'));
  });

  it.each(table)('%s may send to the deliveries queue only if it uses deliveries-queue', (_id, route) => {
    const sqs = statementsWith(statements(route), 'sqs:');
    expect(sqs.length > 0).toBe(uses(route, 'deliveries-queue'));
    for (const statement of sqs) {
      expect(actionsOf(statement)).toEqual(['sqs:SendMessage']);
      expect(refersTo(statement.Resource, deliveriesQueueId)).toBe(true);
    }
  });

  it.each(table)('%s may put objects under company-events/ only if it uses media-uploads', (_id, route) => {
    const s3 = statementsWith(statements(route), 's3:');
    expect(s3.length > 0).toBe(uses(route, 'media-uploads'));
    for (const statement of s3) {
      expect(actionsOf(statement)).toEqual(['s3:PutObject']);
      expect(refersTo(statement.Resource, bucketId)).toBe(true);
      expect(JSON.stringify(statement.Resource)).toMatch(/\/company-events\/\*"\]\]\}$/);
    }
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
    const routes = manifest.map((route) => (route === fallback ? { ...route, uses: ['reminder-schedules' as const] } : route));
    expect(() => synthesize({ routes })).toThrow(/only available to functions deployed after the reminder consumer/);
    expect(() => synthesize({ routes, sam: true })).not.toThrow();
  });

  it('grants no SES access without MAIL_FROM: the sender fails before calling SES', () => {
    const mailRoutes = manifest.filter((route) => uses(route, 'mail'));
    const withoutMail = synthesize({ routes: mailRoutes });
    for (const route of mailRoutes) {
      expect(statementsWith(statementsOf(withoutMail.stacks, functionById(withoutMail.stacks, route.id)), 'ses:')).toEqual([]);
    }
  });
});

describe('token use recording', () => {
  it.each(table)('%s may update token items (and only those, beyond its own table access) exactly when it takes a bearer token', (_id, route) => {
    const conditioned = statementsWith(statements(route), 'dynamodb:').filter((statement) => statement.Condition);
    if (route.auth.kind !== 'bearer' && route.auth.kind !== 'shop') {
      expect(conditioned).toEqual([]);
      return;
    }
    expect(conditioned).toHaveLength(1);
    expect(actionsOf(conditioned[0]!)).toEqual(['dynamodb:UpdateItem']);
    expect(conditioned[0]!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${tokenPartitionPrefix}*`] } });
  });

  it('derives the prefix from the token entity\'s key', () => {
    expect(tokenPartitionPrefix).toBe('TOKEN#');
  });

  it('leaves a read-only bearer route unable to write anything but token items', () => {
    const route = manifest.find((candidate) => candidate.method === 'GET' && candidate.auth.kind === 'bearer' && !candidate.writes)!;
    const writes = statementsWith(statements(route), 'dynamodb:').filter((statement) =>
      actionsOf(statement).some((action) => /Put|Update|Delete|BatchWrite/.test(action)),
    );
    expect(writes).toHaveLength(1);
    expect(writes[0]!.Condition).toBeDefined();
  });
});
