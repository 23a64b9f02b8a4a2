import { describe, expect, it } from 'vitest';
import { consumers, manifest } from '../../functions/manifest';
import { actionsOf, functionById, refersTo, roleStatements, statementsOf } from './functions';
import { synthesize } from './synth';

const app = synthesize({ routes: manifest });
const core = app.stack('CommercePlatform-Core');
const events = app.stack('CommercePlatform-Events');

/** The unique logical id in `stack` of a `type` resource under the construct `prefix` (`Reminders`, `Renewals`). */
function idUnder(type: string, prefix: string, predicate: (properties: any) => boolean = () => true): string {
  const ids = Object.entries(core.template.findResources(type)).filter(
    ([id, resource]) => id.includes(prefix) && predicate(resource.Properties ?? {}),
  );
  expect(ids.map(([id]) => id)).toHaveLength(1);
  return ids[0]![0];
}

const schedulerRoles = Object.entries(events.template.findResources('AWS::IAM::Role')).filter(([, role]) =>
  role.Properties.AssumeRolePolicyDocument.Statement.some(
    (s: any) => s.Principal?.Service === 'scheduler.amazonaws.com',
  ),
);

/**
 * The one-time schedule groups (company event reminders, autoship renewals, renewal reminder mails): each its own group,
 * target DLQ, consumer and Scheduler role, and the role may invoke only its own consumer.
 * `extraActions`: what the consumer may do beyond what every function has (table, traces, key secrets).
 */
const groups = [
  { group: 'company-event-reminders', construct: 'Reminders', extraActions: [] as string[] },
  {
    group: 'subscription-renewals',
    construct: 'Renewals',
    // A renewal moves its own schedule (next cycle, dunning retry), passes the group's role to Scheduler, mails and publishes nothing else.
    extraActions: ['scheduler:', 'iam:PassRole', 'ses:SendEmail', 'sqs:SendMessage'],
  },
  {
    group: 'subscription-renewal-reminders',
    construct: 'AutoshipNotices',
    // The reminder mails; its schedules are moved by the subscription mail consumer, not by itself.
    extraActions: ['ses:SendEmail'],
  },
];

describe.each(groups)('schedule group $group', ({ group, construct, extraActions }) => {
  const consumer = consumers.find(
    (candidate) => candidate.trigger.kind === 'schedule' && candidate.trigger.group === group,
  )!;
  const fn = functionById(app.stacks, consumer.id);
  const groupId = idUnder('AWS::Scheduler::ScheduleGroup', construct);
  const dlqId = idUnder('AWS::SQS::Queue', construct, (properties) => !properties.QueueName);
  const roles = schedulerRoles.filter(([id]) =>
    roleStatements(app.stacks, events.name, id).some((statement) => refersTo(statement.Resource, fn.id)),
  );

  it('has its own group, named by CloudFormation and kept on a stack delete (not after a failed first create)', () => {
    const resource = core.template.findResources('AWS::Scheduler::ScheduleGroup')[groupId]!;
    expect(resource.Properties?.Name).toBeUndefined();
    expect(resource).toMatchObject({ DeletionPolicy: 'RetainExceptOnCreate', UpdateReplacePolicy: 'Retain' });
  });

  it('has a target DLQ, encrypted, with an alarm on its first message', () => {
    expect(core.template.findResources('AWS::SQS::Queue')[dlqId]!.Properties.SqsManagedSseEnabled).toBe(true);
    const alarms = Object.values(core.template.findResources('AWS::CloudWatch::Alarm')).filter((a) =>
      refersTo(a.Properties.Dimensions, dlqId),
    );
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.Properties).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1 });
  });

  it('deploys its consumer with the other consumers, allowed nothing beyond what it needs', () => {
    expect(fn.stack).toBe(events.name);
    const everyFunction = /^(dynamodb|xray|secretsmanager):/;
    const extra = statementsOf(app.stacks, fn)
      .flatMap(actionsOf)
      .filter((action) => !everyFunction.test(action));
    expect(extra.filter((action) => !extraActions.some((allowed) => action.startsWith(allowed)))).toEqual([]);
  });

  it("has one Scheduler role, trusted only by Scheduler for this account's schedules of the group, that may only invoke its consumer and send to its DLQ", () => {
    expect(roles).toHaveLength(1);
    const [roleId, role] = roles[0]!;
    const trust = role.Properties.AssumeRolePolicyDocument.Statement;
    expect(trust).toHaveLength(1);
    expect(trust[0]).toMatchObject({
      Effect: 'Allow',
      Action: 'sts:AssumeRole',
      Principal: { Service: 'scheduler.amazonaws.com' },
    });
    expect(trust[0].Condition.StringEquals['aws:SourceAccount']).toEqual({ Ref: 'AWS::AccountId' });
    expect(JSON.stringify(trust[0].Condition.StringEquals['aws:SourceArn'])).toContain(':schedule-group/');
    expect(refersTo(trust[0].Condition.StringEquals['aws:SourceArn'], groupId)).toBe(true);
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    const statements = roleStatements(app.stacks, events.name, roleId);
    expect(statements).toHaveLength(2);
    expect(statements).toContainEqual({
      Effect: 'Allow',
      Action: 'lambda:InvokeFunction',
      Resource: { 'Fn::GetAtt': [fn.id, 'Arn'] },
    });
    const send = statements.find((statement) => statement.Action === 'sqs:SendMessage')!;
    expect(send.Effect).toBe('Allow');
    expect(refersTo(send.Resource, dlqId)).toBe(true);
  });
});

describe('scheduler roles', () => {
  it('are the only roles functions may pass, and only to Scheduler', () => {
    expect(schedulerRoles).toHaveLength(groups.length);
    const passRoles = app.stacks
      .flatMap((stack) => Object.values(stack.template.findResources('AWS::IAM::Policy')))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
      .filter((statement: any) => [statement.Action].flat().includes('iam:PassRole'));
    expect(passRoles.length).toBeGreaterThan(0);
    for (const statement of passRoles) {
      expect(schedulerRoles.some(([roleId]) => refersTo(statement.Resource, roleId))).toBe(true);
      expect(statement.Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } });
    }
  });
});
