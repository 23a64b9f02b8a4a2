import { Stack, Validations } from 'aws-cdk-lib';
import { HttpRoute } from 'aws-cdk-lib/aws-apigatewayv2';
import { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { CfnEventSourceMapping, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnRule } from 'aws-cdk-lib/aws-events';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import type { IConstruct } from 'constructs';
import { AdminSite } from './constructs/admin-site';
import { DeadLetterQueue } from './constructs/dead-letter-queue';
import { HandlerFunction } from './constructs/handler-function';
import { MediaStorage } from './constructs/media-storage';
import { StorefrontDistribution } from './constructs/storefront-distribution';
import { lambdaRuntime } from './lambda-runtime';

/** A cdk-nag rule the design accepts on the constructs `appliesTo` selects, and why (a CDK acknowledgement). */
export interface NagAcknowledgement {
  /** Rule id, e.g. `AwsSolutions-APIG4`. */
  readonly rule: string;
  readonly reason: string;
  readonly appliesTo: (node: IConstruct) => boolean;
}

const isFunction = (node: IConstruct) => node instanceof LambdaFunction && node.node.scope instanceof HandlerFunction;
const isDeadLetterQueue = (node: IConstruct) => node instanceof Queue && node.node.scope instanceof DeadLetterQueue;
const isMediaConstruct = (node: IConstruct) => node.node.scope instanceof MediaStorage;

/** Every accepted finding, one entry per rule and kind of resource, with its reason. */
export const nagAcknowledgements: readonly NagAcknowledgement[] = [
  {
    rule: 'AwsSolutions-L1',
    reason:
      'Every function runs on lib/lambda-runtime.ts, the Node major the local runtime and the tests are pinned to (node@N devDependency); it moves with that pin',
    appliesTo: (node) => isFunction(node) && (node as LambdaFunction).runtime.name === lambdaRuntime.name,
  },
  {
    rule: 'Serverless-EventBusDLQ',
    reason:
      'The rate rule that runs a rate consumer (the pipeline reconciler, every few minutes): a run lost after its retries is made good by the next run, which finds the same overdue items, so a DLQ would hold nothing worth replaying',
    appliesTo: (node) =>
      node instanceof CfnRule && /\/Schedule\/Resource$/.test(node.node.path) && /\/Consumers\//.test(node.node.path),
  },
  {
    rule: 'Serverless-LambdaLatestVersion',
    reason: 'Same as AwsSolutions-L1: runtime pinned in lib/lambda-runtime.ts with the local Node version',
    appliesTo: (node) => isFunction(node) && (node as LambdaFunction).runtime.name === lambdaRuntime.name,
  },
  {
    rule: 'Serverless-LambdaDLQ',
    reason:
      'No asynchronous invoker: routes are invoked synchronously by API Gateway, consumers by event source mappings whose failures park in the queues\u2019 redrive DLQs and the stream on-failure queues; the reminder function\u2019s invoker (EventBridge Scheduler) has its own DLQ',
    appliesTo: isFunction,
  },
  {
    rule: 'Serverless-LambdaEventSourceMappingDestination',
    reason:
      'SQS event source mappings take no on-failure destination: a message that keeps failing moves to the queue\u2019s DLQ through its redrive policy (stream mappings do have one)',
    appliesTo: (node) =>
      node instanceof CfnEventSourceMapping &&
      JSON.stringify(Stack.of(node).resolve(node.eventSourceArn)).includes('Queue'),
  },
  {
    rule: 'AwsSolutions-APIG4',
    reason:
      'Authorization happens in the handler kit from the manifest\u2019s auth (hashed bearer tokens with per-route permissions, cart tokens); routes without auth are public by the API contract',
    appliesTo: (node) => node instanceof HttpRoute,
  },
  {
    rule: 'Serverless-SQSRedrivePolicy',
    reason:
      'A dead-letter queue has no DLQ of its own: what lands here stays 14 days and its alarm notifies the alarm topic',
    appliesTo: isDeadLetterQueue,
  },
  {
    rule: 'AwsSolutions-SQS3',
    reason:
      'A dead-letter queue for a stream mapping\u2019s on-failure destination or for EventBridge Scheduler, which cdk-nag does not recognise as DLQ uses',
    appliesTo: isDeadLetterQueue,
  },
  {
    rule: 'AwsSolutions-SMG4',
    reason:
      'Rotated by the operator procedure in README (stage AWSPENDING, wait for containers to refresh, promote): a one-step rotation Lambda would make values sealed under the new key unreadable to containers still holding the old ring',
    appliesTo: (node) => node instanceof Secret,
  },
  {
    rule: 'AwsSolutions-S1',
    reason: 'The access-log bucket itself: logging it into itself would loop',
    appliesTo: (node) => node instanceof Bucket && isMediaConstruct(node) && node.node.id === 'AccessLogs',
  },
  {
    rule: 'AwsSolutions-CFR4',
    reason:
      'The media distribution uses the default *.cloudfront.net certificate, for which CloudFront fixes the minimum protocol; a custom domain with TLSv1.2_2021 lifts it',
    appliesTo: (node) => node instanceof Distribution && isMediaConstruct(node),
  },
  {
    rule: 'AwsSolutions-CFR1',
    reason: 'Media (company event images) are served worldwide; no geographic restriction applies',
    appliesTo: (node) => node instanceof Distribution && isMediaConstruct(node),
  },
  {
    rule: 'AwsSolutions-CFR2',
    reason: 'Read-only cached images behind origin access control: no WAF web ACL, its fixed cost buys nothing here',
    appliesTo: (node) => node instanceof Distribution && isMediaConstruct(node),
  },
  {
    rule: 'AwsSolutions-CFR1',
    reason:
      'Shops sell worldwide; where a product may be sold is a per-shop region rule the API applies from CloudFront-Viewer-Country, not a distribution-wide block',
    appliesTo: (node) => node instanceof Distribution && node.node.scope instanceof StorefrontDistribution,
  },
  {
    rule: 'AwsSolutions-CFR2',
    reason:
      'The API behind it already throttles per stage (429 before any Lambda runs) and every route validates its input; a WAF web ACL is an operator add-on (README "Deploying"), not a default',
    appliesTo: (node) => node instanceof Distribution && node.node.scope instanceof StorefrontDistribution,
  },
  {
    rule: 'AwsSolutions-CFR4',
    reason:
      'The admin distribution uses the default *.cloudfront.net certificate, for which CloudFront fixes the minimum protocol; a custom domain with TLSv1.2_2021 lifts it',
    appliesTo: (node) => node instanceof Distribution && node.node.scope instanceof AdminSite,
  },
  {
    rule: 'AwsSolutions-CFR1',
    reason:
      'Merchants administer their company from anywhere; the admin is static files and the API authenticates every call',
    appliesTo: (node) => node instanceof Distribution && node.node.scope instanceof AdminSite,
  },
  {
    rule: 'AwsSolutions-CFR2',
    reason:
      'Static files behind origin access control, and an API that throttles per stage and validates every input; a WAF web ACL is an operator add-on (README "Deploying")',
    appliesTo: (node) => node instanceof Distribution && node.node.scope instanceof AdminSite,
  },
];

/** Acknowledges, on every construct under `scope`, the findings the table above accepts. */
export function acknowledgeNagFindings(scope: IConstruct): void {
  for (const node of scope.node.findAll()) {
    for (const acknowledgement of nagAcknowledgements) {
      if (acknowledgement.appliesTo(node))
        Validations.of(node).acknowledge({ id: acknowledgement.rule, reason: acknowledgement.reason });
    }
  }
}

/**
 * Findings cdk-nag reports one by one (`Rule[finding]`, e.g. each wildcard of a policy) and that
 * name deploy-time tokens, so they cannot be acknowledged before synthesis: each accepted kind is
 * matched here by rule, finding text and construct path, with its reason. Anything else fails.
 */
export interface AcceptedFinding {
  readonly rule: string;
  readonly finding: RegExp;
  readonly path: RegExp;
  readonly reason: string;
}

const functionRole = /\/Function\/Handler\/ServiceRole\//;

/** The per-finding acceptances (IAM managed policies and wildcards). */
export const acceptedFindings: readonly AcceptedFinding[] = [
  {
    rule: 'AwsSolutions-IAM4',
    finding: /^Policy::arn:<AWS::Partition>:iam::aws:policy\/service-role\/AWSLambdaBasicExecutionRole$/,
    path: functionRole,
    reason:
      "AWSLambdaBasicExecutionRole lets a function write its own CloudWatch logs and follows AWS's changes; no other managed policy is attached",
  },
  {
    rule: 'AwsSolutions-IAM5',
    finding: /^Resource::\*$/,
    path: functionRole,
    reason: 'X-Ray active tracing: PutTraceSegments and PutTelemetryRecords support no resource-level permissions',
  },
  {
    rule: 'AwsSolutions-IAM5',
    finding: /^Resource::.*Table.*\/index\/\*$/,
    path: functionRole,
    reason: "Queries on the single table's own global secondary indexes (lib/table-access.ts); no other table",
  },
  {
    rule: 'AwsSolutions-IAM5',
    finding: /^Resource::arn:<AWS::Partition>:scheduler:<AWS::Region>:<AWS::AccountId>:schedule\/[^/]+\/\*$/,
    path: functionRole,
    reason: 'Reminder schedules of the one schedule group; their names derive from event ids at run time',
  },
  {
    rule: 'AwsSolutions-IAM5',
    finding: /^Resource::.*\/(company-events|media)\/\*$/,
    path: functionRole,
    reason:
      'Presigned uploads under the one prefix of their kind in the media bucket (company-events/ or media/), whose object keys are random',
  },
];

/** A violation as cdk-nag reports it. */
export interface NagViolation {
  readonly ruleName: string;
  readonly constructPath: string;
}

/** The violations no acceptance covers (what a change must fix or justify). */
export function unacceptedFindings(violations: readonly NagViolation[]): NagViolation[] {
  return violations.filter(({ ruleName, constructPath }) => {
    const match = /^([\w-]+)\[(.*)\]$/s.exec(ruleName);
    if (!match) return true;
    const [, rule, finding] = match;
    return !acceptedFindings.some(
      (accepted) => accepted.rule === rule && accepted.finding.test(finding!) && accepted.path.test(constructPath),
    );
  });
}
