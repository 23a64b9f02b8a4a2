import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { consumers, manifest } from '../../functions/manifest';
import { actionsOf, functionById, logicalIdOf, refersTo, roleStatements, statementsOf } from './functions';
import { synthesize } from './synth';

const app = synthesize({ routes: manifest });
const core = app.stack('CommercePlatform-Core');
const events = app.stack('CommercePlatform-Events');
const reminderConsumer = consumers.find((consumer) => consumer.trigger.kind === 'schedule')!;
const reminderFunction = functionById(app.stacks, reminderConsumer.id);
const schedulerRoles = Object.entries(events.template.findResources('AWS::IAM::Role')).filter(([, role]) =>
  role.Properties.AssumeRolePolicyDocument.Statement.some((s: any) => s.Principal?.Service === 'scheduler.amazonaws.com'),
);
const [schedulerRoleId, schedulerRole] = schedulerRoles[0]!;
// The pipeline's queues carry the definition's names; the reminder DLQ is the one left unnamed.
const scheduleGroupId = logicalIdOf(core, 'AWS::Scheduler::ScheduleGroup', (properties) => !(properties.Tags ?? []).some((tag: { Key: string }) => tag.Key === 'purpose'));
const reminderDlqId = logicalIdOf(core, 'AWS::SQS::Queue', (properties) => !properties.QueueName);

describe('reminder schedules', () => {
  it('has one schedule group, named by CloudFormation so a retained one never blocks a re-create', () => {
    core.template.resourceCountIs('AWS::Scheduler::ScheduleGroup', 2);
    core.template.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: Match.absent() });
  });

  it('keeps the group (and its pending schedules) on a stack delete, not after a failed first create', () => {
    core.template.hasResource('AWS::Scheduler::ScheduleGroup', { DeletionPolicy: 'RetainExceptOnCreate', UpdateReplacePolicy: 'Retain' });
  });

  it('has a target DLQ, encrypted, with an alarm on its first message', () => {
    expect(core.template.findResources('AWS::SQS::Queue')[reminderDlqId]!.Properties.SqsManagedSseEnabled).toBe(true);
    const alarms = Object.values(core.template.findResources('AWS::CloudWatch::Alarm')).filter((a) => refersTo(a.Properties.Dimensions, reminderDlqId));
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.Properties).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1 });
  });

  it('deploys the reminder function next to the other consumers, with table access only (beyond what every function has: traces, key secrets)', () => {
    expect(reminderFunction.stack).toBe(events.name);
    const everyFunction = /^(dynamodb|xray|secretsmanager):/;
    expect(statementsOf(app.stacks, reminderFunction).flatMap(actionsOf).filter((action) => !everyFunction.test(action))).toEqual([]);
  });
});

describe('scheduler execution role', () => {
  it('exists once and trusts only EventBridge Scheduler, for this account\'s schedules of the group', () => {
    expect(schedulerRoles).toHaveLength(1);
    const statements = schedulerRole.Properties.AssumeRolePolicyDocument.Statement;
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({ Effect: 'Allow', Action: 'sts:AssumeRole', Principal: { Service: 'scheduler.amazonaws.com' } });
    expect(statements[0].Condition.StringEquals['aws:SourceAccount']).toEqual({ Ref: 'AWS::AccountId' });
    expect(JSON.stringify(statements[0].Condition.StringEquals['aws:SourceArn'])).toContain(':schedule-group/');
    expect(refersTo(statements[0].Condition.StringEquals['aws:SourceArn'], scheduleGroupId)).toBe(true);
    expect(schedulerRole.Properties.ManagedPolicyArns).toBeUndefined();
  });

  it('may only invoke the reminder function and send to the reminder DLQ', () => {
    const statements = roleStatements(app.stacks, events.name, schedulerRoleId);
    expect(statements).toHaveLength(2);
    expect(statements).toContainEqual({ Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: { 'Fn::GetAtt': [reminderFunction.id, 'Arn'] } });
    const send = statements.find((statement) => statement.Action === 'sqs:SendMessage')!;
    expect(send.Effect).toBe('Allow');
    expect(refersTo(send.Resource, reminderDlqId)).toBe(true);
  });

  it('is the only role the functions may pass, and only to Scheduler', () => {
    const passRoles = Object.values(app.stacks.flatMap((stack) => Object.values(stack.template.findResources('AWS::IAM::Policy'))))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
      .filter((statement: any) => [statement.Action].flat().includes('iam:PassRole'));
    expect(passRoles.length).toBeGreaterThan(0);
    for (const statement of passRoles) {
      expect(refersTo(statement.Resource, schedulerRoleId)).toBe(true);
      expect(statement.Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } });
    }
  });
});
