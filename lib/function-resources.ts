import { ArnFormat, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { queueUrlVariables } from '../shared/domains/events/queues';
import type { ConsumerOnlyResource } from '../shared/edge/consumers/consumer-access';
import {
  scheduleGroupEntries,
  type ScheduleGroupDefinition,
  type ScheduleGroupName,
} from '../shared/edge/consumers/schedule-groups';
import type { RouteResource } from '../shared/platform/route-resources';
import { originSecretVariable } from '../shared/platform/secrets/origin-secret';
import { uploadPrefixes } from './constructs/media-storage';

/** An AWS resource beyond the table a function may use: a route's `uses`, or one only consumers use. */
export type FunctionResource = RouteResource | ConsumerOnlyResource;

/** The target a schedule group's schedules point at; exists once the group's consumer does. */
export interface ScheduleTarget {
  /** Schedule group the schedules live in. */
  readonly groupName: string;
  /** The target function. */
  readonly function: IFunction;
  /** The role Scheduler assumes to invoke it. */
  readonly schedulerRole: IRole;
  /** Where Scheduler parks schedules it could not deliver. */
  readonly deadLetterQueue: IQueue;
}

/** Everything a {@link FunctionResource} can point at. */
export interface FunctionResources {
  /** The single table (its item access comes with the function; see table-access.ts). */
  readonly table: ITable;
  readonly eventBus: IEventBus;
  readonly deliveriesQueue: IQueue;
  readonly mediaBucket: IBucket;
  /**
   * The target of each schedule group, by group name.
   * @default - none yet (the API stack deploys before the consumers): using a group's schedules throws
   */
  readonly scheduleTargets?: Readonly<Partial<Record<ScheduleGroupName, ScheduleTarget>>>;
  /**
   * MAIL_FROM, an SES-verified sender.
   * @default - unset: mail sending fails before calling SES, so 'mail' grants nothing
   */
  readonly mailFrom?: string;
  /**
   * The secret the storefront distribution sends its origin (StorefrontDistribution.originSecret).
   * @default - none (no storefront domain): 'storefront-origin' adds and grants nothing
   */
  readonly storefrontOriginSecret?: ISecret;
}

/** What using one resource means for a function: environment variables and IAM grants. */
export interface ResourceBinding {
  /** Variables the function reads to find the resource. */
  environment(resources: FunctionResources): Record<string, string>;
  /** Least-privilege grants on the resource. */
  grant(fn: IFunction, resources: FunctionResources): void;
}

/**
 * Actions the API needs to keep an event's reminder schedule in line with the event (create,
 * move, delete): exactly the commands shared/platform/scheduler sends (no GetSchedule: nothing reads one).
 */
export const reminderScheduleActions = [
  'scheduler:CreateSchedule',
  'scheduler:UpdateSchedule',
  'scheduler:DeleteSchedule',
] as const;

/**
 * Presigned uploads under one key prefix. A presigned POST carries the signer's own permission,
 * so the function may put objects under its prefix only: each kind of upload its own. The POST
 * stores the object with the pending-upload tag, which S3 authorizes as s3:PutObjectTagging.
 * Signing calls no AWS API (S3 checks the grant when the browser posts the file), so no local run
 * records a use of it: the IAM audit lists it unused, and it stays.
 */
function uploadsUnder(prefix: string): ResourceBinding {
  return {
    environment: ({ mediaBucket }) => ({ MEDIA_BUCKET: mediaBucket.bucketName }),
    grant(fn, { mediaBucket }) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['s3:PutObject', 's3:PutObjectTagging'],
          resources: [mediaBucket.arnForObjects(`${prefix}*`)],
        }),
      );
    },
  };
}

/**
 * Attaching uploads under one key prefix: removing the pending tag (the only S3 call attaching
 * makes, shared/platform/uploads/attach-uploads.ts) on that prefix's objects, nothing else.
 */
function attachmentsUnder(prefix: string): ResourceBinding {
  return {
    environment: ({ mediaBucket }) => ({ MEDIA_BUCKET: mediaBucket.bucketName }),
    grant(fn, { mediaBucket }) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: [...attachUploadActions],
          resources: [mediaBucket.arnForObjects(`${prefix}*`)],
        }),
      );
    },
  };
}

/** What attaching an upload calls on its object. */
export const attachUploadActions = ['s3:DeleteObjectTagging'] as const;

/** Every resource a function may use, as data: routes and consumers list names, never code paths. */
export const resourceBindings: { readonly [R in FunctionResource]: ResourceBinding } = {
  mail: {
    // MAIL_FROM itself is part of every function's shared environment.
    environment: () => ({}),
    grant(fn, { mailFrom }) {
      if (!mailFrom) return;
      // SES authorizes against the verified identity, which is either the address or its domain.
      const domain = mailFrom.slice(mailFrom.lastIndexOf('@') + 1);
      const identity = (name: string) =>
        Stack.of(fn).formatArn({
          service: 'ses',
          resource: 'identity',
          resourceName: name,
          arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
        });
      // In the SES sandbox, SES also checks the recipient's identity: grant those too while testing there.
      // `npm test` mails into the local mailbox (MAIL_DIR), never SES; template mode's smoke suite
      // sends a reminder through it. Sign-up, sign-in links and fulfilment mails reach SES only deployed.
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['ses:SendEmail'], resources: [identity(mailFrom), identity(domain)] }),
      );
    },
  },
  ...scheduleGroupBindings(),
  'deliveries-queue': {
    environment: ({ deliveriesQueue }) => ({ [queueUrlVariables.deliveries]: deliveriesQueue.queueUrl }),
    // SendMessage also authorizes SendMessageBatch; the queue uses SSE-SQS, so no KMS grant.
    grant: (fn, { deliveriesQueue }) => void deliveriesQueue.grant(fn, 'sqs:SendMessage'),
  },
  'table-batch-writes': {
    environment: () => ({}),
    // Up to 25 puts or deletes in one call (shared/platform/db/batch-write.ts): recorded notifications, published outbox records.
    grant: (fn, { table }) =>
      void fn.addToRolePolicy(
        new PolicyStatement({ actions: ['dynamodb:BatchWriteItem'], resources: [table.tableArn] }),
      ),
  },
  'event-image-uploads': uploadsUnder(uploadPrefixes['event-image-uploads']),
  'storefront-media-uploads': uploadsUnder(uploadPrefixes['storefront-media-uploads']),
  'event-image-attachments': attachmentsUnder(uploadPrefixes['event-image-uploads']),
  'storefront-media-attachments': attachmentsUnder(uploadPrefixes['storefront-media-uploads']),
  'storefront-origin': {
    environment: ({ storefrontOriginSecret }): Record<string, string> =>
      storefrontOriginSecret ? { [originSecretVariable]: storefrontOriginSecret.secretArn } : {},
    // GetSecretValue only, on that secret: origin-secret.ts reads its value at init.
    grant: (fn, { storefrontOriginSecret }) =>
      void (
        storefrontOriginSecret &&
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['secretsmanager:GetSecretValue'],
            resources: [storefrontOriginSecret.secretArn],
          }),
        )
      ),
  },
  'event-bus': {
    environment: ({ eventBus }) => ({ EVENT_BUS_NAME: eventBus.eventBusName }),
    grant: (fn, { eventBus }) => void eventBus.grantPutEventsTo(fn),
  },
};

/** The environment variables of every resource in `uses`. */
export function resourceEnvironment(
  uses: readonly FunctionResource[],
  resources: FunctionResources,
): Record<string, string> {
  return Object.assign({}, ...uses.map((use) => resourceBindings[use].environment(resources)));
}

/** Grants `fn` every resource in `uses`. */
export function grantResources(fn: IFunction, uses: readonly FunctionResource[], resources: FunctionResources): void {
  for (const use of uses) resourceBindings[use].grant(fn, resources);
}

/** Lets `fn` create, move and delete the schedules of a target's group, handing Scheduler only that target's role. */
export function grantScheduleManagement(fn: IFunction, target: ScheduleTarget): void {
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: [...reminderScheduleActions],
      resources: [
        Stack.of(fn).formatArn({
          service: 'scheduler',
          resource: 'schedule',
          resourceName: `${target.groupName}/*`,
          arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
        }),
      ],
    }),
  );
  // Creating a schedule hands Scheduler the role; only Scheduler may receive it.
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['iam:PassRole'],
      resources: [target.schedulerRole.roleArn],
      conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
    }),
  );
}

/**
 * Using a schedule group's schedules (each group's `resource`): its variables name the group,
 * target, Scheduler role and DLQ. `npm test` keeps schedules in the table (LOCAL_SCHEDULER),
 * never calling Scheduler; template mode's smoke suite creates one. Updates and deletes reach
 * Scheduler only deployed.
 */
function scheduleGroupBindings(): Record<ScheduleGroupDefinition['resource'], ResourceBinding> {
  return Object.fromEntries(
    scheduleGroupEntries.map(([name, group]) => [
      group.resource,
      {
        environment(resources: FunctionResources) {
          const target = requireTarget(resources, name, group);
          const { [group.environment.group]: groupName, ...rest } = scheduleGroupEnvironment(group, target);
          return {
            [group.environment.group]: groupName!,
            [group.environment.target]: target.function.functionArn,
            ...rest,
          };
        },
        grant: (fn: IFunction, resources: FunctionResources) =>
          grantScheduleManagement(fn, requireTarget(resources, name, group)),
      },
    ]),
  ) as Record<ScheduleGroupDefinition['resource'], ResourceBinding>;
}

/** The variables naming a group, its Scheduler role and DLQ (not its target: the target itself cannot reference its own ARN). */
export function scheduleGroupEnvironment(
  group: ScheduleGroupDefinition,
  target: ScheduleTarget,
): Record<string, string> {
  return {
    [group.environment.group]: target.groupName,
    [group.environment.role]: target.schedulerRole.roleArn,
    [group.environment.deadLetter]: target.deadLetterQueue.queueArn,
  };
}

function requireTarget(
  resources: FunctionResources,
  name: ScheduleGroupName,
  group: ScheduleGroupDefinition,
): ScheduleTarget {
  const target = resources.scheduleTargets?.[name];
  if (!target)
    throw new Error(
      `'${group.resource}' is only available to functions deployed after the ${name} target consumer (route stacks, not the API stack)`,
    );
  return target;
}
