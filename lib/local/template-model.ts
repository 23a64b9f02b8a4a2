import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { EventPattern } from './event-pattern';
import type { TemplateResolver, TemplateResource } from './template-resolver';

/** A Lambda function of the template, with everything needed to run and judge it locally. */
export interface TemplateFunction {
  /** Its physical name, which the local runtime also uses as its identity (credentials, logs). */
  readonly name: string;
  readonly arn: string;
  /** The route id or consumer id the CDK app named it after (its description ends with it). */
  readonly label: string;
  /** The deployed bundle: `<asset dir>/<handler file>`. */
  readonly entry: string;
  readonly exportName: string;
  /** Exactly the template's `Environment.Variables`, resolved. */
  readonly environment: Readonly<Record<string, string>>;
  readonly timeoutSeconds: number;
  readonly memoryMb: number;
  /** The execution role's identity policies (inline and attached AWS::IAM::Policy documents). */
  readonly policies: ReadonlyArray<{ name: string; document: unknown }>;
}

export interface TemplateRoute {
  /** `GET /api/…` or `$default`. */
  readonly routeKey: string;
  readonly functionName: string;
}

export interface TemplateQueue {
  readonly name: string;
  readonly url: string;
  readonly arn: string;
  readonly visibilityTimeoutSeconds: number;
  readonly redrive?: { readonly deadLetterArn: string; readonly maxReceiveCount: number };
}

export interface TemplateEventSource {
  readonly functionName: string;
  /** A queue ARN, or a table stream ARN. */
  readonly sourceArn: string;
  readonly kind: 'queue' | 'stream';
  readonly batchSize: number;
  readonly maxConcurrency?: number;
  /** Lambda filter criteria: a record passes when it matches any pattern (none: every record). */
  readonly filters: EventPattern[];
}

export interface TemplateRule {
  readonly name: string;
  readonly busName?: string;
  readonly pattern?: EventPattern;
  /** `rate(<n> minute(s)|hour(s))` rules, in minutes. */
  readonly everyMinutes?: number;
  readonly targetArns: string[];
}

/** What template mode wires, read from the synthesized templates. */
export interface TemplateModel {
  readonly resolver: TemplateResolver;
  readonly functions: TemplateFunction[];
  readonly routes: TemplateRoute[];
  readonly queues: TemplateQueue[];
  readonly eventSources: TemplateEventSource[];
  readonly rules: TemplateRule[];
  readonly scheduleGroups: string[];
  readonly tables: Array<{ readonly name: string; readonly partitionKey: string }>;
  /** Secret ARN → the variables that name it. */
  readonly secrets: Map<string, Set<string>>;
}

/** Reads the template model out of the assembly in `assemblyDir`. */
export function readTemplateModel(assemblyDir: string, resolver: TemplateResolver): TemplateModel {
  const functions = resolver
    .resourcesOfType('AWS::Lambda::Function')
    .map((resource) => templateFunction(resource, assemblyDir, resolver));
  const functionByArnOrName = new Map(
    functions.flatMap((fn) => [[fn.arn, fn.name] as const, [fn.name, fn.name] as const]),
  );
  const functionOf = (reference: unknown, where: string) => {
    const name = functionByArnOrName.get(String(reference));
    if (!name) throw new Error(`${where} names ${String(reference)}, which is no function of the template`);
    return name;
  };

  const integrations = new Map(
    resolver
      .resourcesOfType('AWS::ApiGatewayV2::Integration')
      .map(({ stack, logicalId, resource }) => [
        `${stack}/${logicalId}`,
        functionOf(resolver.resolve(resource.Properties!.IntegrationUri, stack), `Integration ${logicalId}`),
      ]),
  );
  const routes = resolver.resourcesOfType('AWS::ApiGatewayV2::Route').map(({ stack, logicalId, resource }) => {
    const target = String(resolver.resolve(resource.Properties!.Target, stack)).replace(/^integrations\//, '');
    const functionName = integrations.get(`${stack}/${target}`);
    if (!functionName) throw new Error(`Route ${logicalId} targets integration ${target}, not found in ${stack}`);
    return { routeKey: String(resource.Properties!.RouteKey), functionName };
  });

  const queues = resolver.resourcesOfType('AWS::SQS::Queue').map(({ stack, logicalId, resource }) => {
    const redrive = resolver.resolve(resource.Properties?.RedrivePolicy, stack) as
      | { deadLetterTargetArn: string; maxReceiveCount: number }
      | undefined;
    return {
      name: resolver.physicalName(stack, logicalId, resource),
      url: String(resolver.ref(stack, logicalId)),
      arn: String(resolver.getAtt(stack, logicalId, 'Arn')),
      visibilityTimeoutSeconds: Number(resource.Properties?.VisibilityTimeout ?? 30),
      redrive: redrive && {
        deadLetterArn: redrive.deadLetterTargetArn,
        maxReceiveCount: Number(redrive.maxReceiveCount),
      },
    };
  });
  const queueArns = new Set(queues.map((queue) => queue.arn));

  const eventSources = resolver.resourcesOfType('AWS::Lambda::EventSourceMapping').map(({ stack, resource }) => {
    const properties = resolver.resolve(resource.Properties, stack) as Record<string, any>;
    const kind = queueArns.has(properties.EventSourceArn) ? ('queue' as const) : ('stream' as const);
    return {
      functionName: functionOf(properties.FunctionName, 'An event source mapping'),
      sourceArn: String(properties.EventSourceArn),
      kind,
      batchSize: Number(properties.BatchSize ?? (kind === 'queue' ? 10 : 100)),
      maxConcurrency: properties.ScalingConfig?.MaximumConcurrency,
      filters: ((properties.FilterCriteria?.Filters ?? []) as Array<{ Pattern: string }>).map(
        (filter) => JSON.parse(filter.Pattern) as EventPattern,
      ),
    };
  });

  const rules = resolver.resourcesOfType('AWS::Events::Rule').map(({ stack, logicalId, resource }) => {
    const properties = resolver.resolve(resource.Properties, stack) as Record<string, any>;
    return {
      name: resolver.physicalName(stack, logicalId, resource),
      busName: properties.EventBusName,
      pattern: properties.EventPattern,
      everyMinutes: properties.ScheduleExpression ? rateMinutes(properties.ScheduleExpression) : undefined,
      targetArns: ((properties.Targets ?? []) as Array<{ Arn: string }>).map((target) => target.Arn),
    };
  });

  const secrets = new Map<string, Set<string>>();
  for (const fn of functions) {
    for (const [variable, value] of Object.entries(fn.environment)) {
      if (value.startsWith('arn:aws:secretsmanager:'))
        secrets.set(value, (secrets.get(value) ?? new Set()).add(variable));
    }
  }

  return {
    resolver,
    functions,
    routes,
    queues,
    eventSources,
    rules,
    scheduleGroups: resolver
      .resourcesOfType('AWS::Scheduler::ScheduleGroup')
      .map(({ stack, logicalId, resource }) => resolver.physicalName(stack, logicalId, resource)),
    tables: resolver.resourcesOfType('AWS::DynamoDB::Table').map(({ stack, logicalId, resource }) => ({
      name: resolver.physicalName(stack, logicalId, resource),
      partitionKey: (resource.Properties!.KeySchema as Array<{ AttributeName: string; KeyType: string }>).find(
        (key) => key.KeyType === 'HASH',
      )!.AttributeName,
    })),
    secrets,
  };
}

function templateFunction(
  { stack, logicalId, resource }: TemplateResource,
  assemblyDir: string,
  resolver: TemplateResolver,
): TemplateFunction {
  const properties = resource.Properties!;
  const assetPath = resource.Metadata?.['aws:asset:path'];
  if (typeof assetPath !== 'string')
    throw new Error(
      `Function ${stack}/${logicalId} has no local asset (aws:asset:path); template mode runs built assets only`,
    );
  const [file, exportName] = splitHandler(String(properties.Handler));
  const entry = ['.mjs', '.js', '.cjs']
    .map((extension) => join(assemblyDir, assetPath, `${file}${extension}`))
    .find((candidate) => existsSync(candidate));
  if (!entry) throw new Error(`Function ${stack}/${logicalId}: no ${file}.mjs/.js in ${assetPath}`);
  const environment = resolver.resolve(properties.Environment?.Variables ?? {}, stack) as Record<string, unknown>;
  const description = String(properties.Description ?? '');
  return {
    name: resolver.physicalName(stack, logicalId, resource),
    arn: String(resolver.getAtt(stack, logicalId, 'Arn')),
    label: /\(([^()]+)\)$/.exec(description)?.[1] ?? logicalId,
    entry,
    exportName,
    environment: Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, String(value)])),
    timeoutSeconds: Number(properties.Timeout ?? 3),
    memoryMb: Number(properties.MemorySize ?? 128),
    policies: rolePolicies(stack, properties.Role, resolver),
  };
}

/** The identity policies of the role a function's `Role` names: the role's inline ones and every AWS::IAM::Policy attached to it. */
function rolePolicies(
  stack: string,
  role: unknown,
  resolver: TemplateResolver,
): Array<{ name: string; document: unknown }> {
  const roleId = (role as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt']?.[0];
  if (!roleId)
    throw new Error(
      `A function in ${stack} uses a role defined outside the template (${JSON.stringify(role)}); template mode cannot judge its permissions`,
    );
  const roleResource = resolver
    .resourcesOfType('AWS::IAM::Role')
    .find((candidate) => candidate.stack === stack && candidate.logicalId === roleId)!;
  const inline = (
    (roleResource.resource.Properties?.Policies ?? []) as Array<{ PolicyName: string; PolicyDocument: unknown }>
  ).map((policy) => ({
    name: policy.PolicyName,
    document: resolver.resolve(policy.PolicyDocument, stack),
  }));
  const attached = resolver
    .resourcesOfType('AWS::IAM::Policy')
    .filter(
      (policy) =>
        policy.stack === stack &&
        ((policy.resource.Properties?.Roles ?? []) as Array<{ Ref?: string }>).some((ref) => ref.Ref === roleId),
    )
    .map((policy) => ({
      name: policy.logicalId,
      document: resolver.resolve(policy.resource.Properties!.PolicyDocument, stack),
    }));
  return [...inline, ...attached];
}

function splitHandler(handler: string): [string, string] {
  const dot = handler.lastIndexOf('.');
  return [handler.slice(0, dot), handler.slice(dot + 1)];
}

function rateMinutes(expression: string): number {
  const match = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/.exec(expression);
  if (!match) throw new Error(`Template mode runs rate() schedules only, not ${expression}`);
  const unit = match[2]!.startsWith('minute') ? 1 : match[2]!.startsWith('hour') ? 60 : 1440;
  return Number(match[1]) * unit;
}
