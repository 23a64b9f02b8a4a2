import type { CfnResource, StackTemplate } from './cloud-assembly';

/** Where the local stand-ins of deploy-time values live. */
export interface LocalAddresses {
  readonly account: string;
  readonly region: string;
  /** The local API's base URL: what the HTTP API's ApiEndpoint resolves to. */
  readonly apiEndpoint: string;
  /** The local AWS endpoint: queue URLs point at it, as SQS queue URLs point at SQS. */
  readonly awsEndpoint: string;
  /** Host standing in for a CloudFront distribution's domain name. */
  readonly cdnDomain: string;
}

/** A resource of the assembly, by the stack that holds it. */
export interface TemplateResource {
  readonly stack: string;
  readonly logicalId: string;
  readonly resource: CfnResource;
}

/**
 * Resolves CloudFormation intrinsics (Ref, Fn::GetAtt, Fn::Join, Fn::Sub, Fn::Select, Fn::Split,
 * Fn::GetStackOutput, Fn::ImportValue, nested stack parameters) the way a deployment in
 * `account`/`region` would, with physical names CloudFormation would generate made deterministic
 * (`<stack>-<logical id>`) and the few endpoint values (API endpoint, queue URLs, CDN domain)
 * pointed at their local stand-ins. ARNs come out exactly as IAM sees them.
 */
export class TemplateResolver {
  private readonly stacks: Map<string, StackTemplate>;

  constructor(
    stacks: readonly StackTemplate[],
    readonly local: LocalAddresses,
  ) {
    this.stacks = new Map(stacks.map((stack) => [stack.name, stack]));
  }

  /** Every resource of type `type` in every stack. */
  resourcesOfType(type: string): TemplateResource[] {
    return [...this.stacks.values()].flatMap((stack) =>
      Object.entries(stack.template.Resources)
        .filter(([, resource]) => resource.Type === type)
        .map(([logicalId, resource]) => ({ stack: stack.name, logicalId, resource })),
    );
  }

  /** Resolves every intrinsic in `value` as it appears in `stack`. */
  resolve(value: unknown, stack: string): any {
    if (Array.isArray(value)) return value.map((item) => this.resolve(item, stack));
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value);
    if (entries.length === 1) {
      const [key, argument] = entries[0]!;
      if (key === 'Ref') return this.ref(stack, argument as string);
      if (key.startsWith('Fn::')) return this.intrinsic(key, argument, stack);
    }
    return Object.fromEntries(entries.map(([key, item]) => [key, this.resolve(item, stack)]));
  }

  /** What `Ref` of a resource or parameter gives. */
  ref(stack: string, logicalId: string): unknown {
    switch (logicalId) {
      case 'AWS::Region':
        return this.local.region;
      case 'AWS::AccountId':
        return this.local.account;
      case 'AWS::Partition':
        return 'aws';
      case 'AWS::URLSuffix':
        return 'amazonaws.com';
      case 'AWS::StackName':
        return stack;
    }
    const template = this.stack(stack);
    const resource = template.template.Resources[logicalId];
    if (resource) return this.attributesOf(stack, logicalId, resource).Ref;
    if (template.template.Parameters?.[logicalId]) return this.parameter(template, logicalId);
    throw new Error(`Ref to ${logicalId}: no such resource or parameter in ${stack}`);
  }

  /** What `Fn::GetAtt` of a resource gives. */
  getAtt(stack: string, logicalId: string, attribute: string): unknown {
    const resource = this.stack(stack).template.Resources[logicalId];
    if (!resource) throw new Error(`Fn::GetAtt ${logicalId}.${attribute}: no such resource in ${stack}`);
    const value = this.attributesOf(stack, logicalId, resource)[attribute];
    if (value === undefined)
      throw new Error(
        `Fn::GetAtt ${logicalId}.${attribute}: template mode does not know ${resource.Type}.${attribute}`,
      );
    return value;
  }

  /** The name CloudFormation would give a resource: its name property, or a generated one. */
  physicalName(stack: string, logicalId: string, resource: CfnResource): string {
    const property = NAME_PROPERTIES[resource.Type];
    const given = property ? resource.Properties?.[property] : undefined;
    if (given !== undefined) return String(this.resolve(given, stack));
    const generated = `${stack}-${logicalId}`;
    return resource.Type === 'AWS::S3::Bucket' ? generated.toLowerCase() : generated;
  }

  private attributesOf(stack: string, logicalId: string, resource: CfnResource): Record<string, unknown> {
    const { account, region } = this.local;
    const name = this.physicalName(stack, logicalId, resource);
    const arn = (service: string, path: string) => `arn:aws:${service}:${region}:${account}:${path}`;
    switch (resource.Type) {
      case 'AWS::DynamoDB::Table':
        return {
          Ref: name,
          Arn: arn('dynamodb', `table/${name}`),
          StreamArn: arn('dynamodb', `table/${name}/stream/local`),
        };
      case 'AWS::SQS::Queue': {
        const url = `${this.local.awsEndpoint}/${account}/${name}`;
        return { Ref: url, QueueUrl: url, QueueName: name, Arn: arn('sqs', name) };
      }
      case 'AWS::Events::EventBus':
        return { Ref: name, Name: name, Arn: arn('events', `event-bus/${name}`) };
      case 'AWS::Events::Rule':
        return { Ref: name, Arn: arn('events', `rule/${name}`) };
      case 'AWS::Scheduler::ScheduleGroup':
        return { Ref: name, Arn: arn('scheduler', `schedule-group/${name}`) };
      case 'AWS::SecretsManager::Secret': {
        // Secrets Manager appends six random characters to a secret's name in its ARN.
        const secretArn = arn('secretsmanager', `secret:${name}-AbCdEf`);
        return { Ref: secretArn, Id: secretArn };
      }
      case 'AWS::S3::Bucket':
        return {
          Ref: name,
          Arn: `arn:aws:s3:::${name}`,
          DomainName: `${name}.s3.amazonaws.com`,
          RegionalDomainName: `${name}.s3.${region}.amazonaws.com`,
        };
      case 'AWS::Lambda::Function':
        return { Ref: name, Arn: arn('lambda', `function:${name}`) };
      case 'AWS::IAM::Role':
        return { Ref: name, Arn: `arn:aws:iam::${account}:role/${name}`, RoleId: name };
      case 'AWS::SNS::Topic':
        return { Ref: arn('sns', name), TopicArn: arn('sns', name), TopicName: name };
      case 'AWS::Logs::LogGroup':
        return { Ref: name, Arn: arn('logs', `log-group:${name}:*`) };
      case 'AWS::ApiGatewayV2::Api':
        return { Ref: logicalId, ApiId: logicalId, ApiEndpoint: this.local.apiEndpoint };
      case 'AWS::CloudFront::Distribution':
        return { Ref: logicalId, Id: logicalId, DomainName: this.local.cdnDomain };
      case 'AWS::CloudFormation::Stack':
        return {
          Ref: arn('cloudformation', `stack/${stack}-${logicalId}/local`),
          ...this.nestedOutputs(`${stack}-${logicalId}`),
        };
      default:
        return { Ref: logicalId };
    }
  }

  private intrinsic(name: string, argument: any, stack: string): unknown {
    switch (name) {
      case 'Fn::GetAtt': {
        const [logicalId, ...path] = Array.isArray(argument) ? argument : String(argument).split('.');
        return this.getAtt(stack, logicalId, path.join('.'));
      }
      case 'Fn::Join': {
        const [separator, parts] = argument as [string, unknown[]];
        return (this.resolve(parts, stack) as unknown[]).join(separator);
      }
      case 'Fn::Select': {
        const [index, list] = argument as [unknown, unknown];
        return (this.resolve(list, stack) as unknown[])[Number(this.resolve(index, stack))];
      }
      case 'Fn::Split': {
        const [separator, source] = argument as [string, unknown];
        return String(this.resolve(source, stack)).split(separator);
      }
      case 'Fn::Sub': {
        const [text, variables] =
          typeof argument === 'string' ? [argument, {}] : (argument as [string, Record<string, unknown>]);
        return text.replace(/\$\{([^}!]+)\}/g, (_match, reference: string) => {
          if (reference in variables) return String(this.resolve(variables[reference], stack));
          const [logicalId, ...attribute] = reference.split('.');
          return String(
            attribute.length ? this.getAtt(stack, logicalId!, attribute.join('.')) : this.ref(stack, logicalId!),
          );
        });
      }
      case 'Fn::GetStackOutput': {
        const { StackName, OutputName } = argument as { StackName: string; OutputName: string };
        return this.output(String(this.resolve(StackName, stack)), OutputName);
      }
      case 'Fn::ImportValue': {
        const exportName = String(this.resolve(argument, stack));
        for (const candidate of this.stacks.values()) {
          for (const [outputName, output] of Object.entries(candidate.template.Outputs ?? {})) {
            if (output.Export && this.resolve(output.Export.Name, candidate.name) === exportName)
              return this.output(candidate.name, outputName);
          }
        }
        throw new Error(`Fn::ImportValue ${exportName}: no stack exports it`);
      }
      default:
        throw new Error(`Template mode does not resolve ${name} (in ${stack})`);
    }
  }

  private output(stack: string, outputName: string): unknown {
    const output = this.stack(stack).template.Outputs?.[outputName];
    if (!output) throw new Error(`Stack ${stack} has no output ${outputName}`);
    return this.resolve(output.Value, stack);
  }

  private nestedOutputs(stack: string): Record<string, unknown> {
    const outputs = this.stack(stack).template.Outputs ?? {};
    return Object.fromEntries(Object.keys(outputs).map((name) => [`Outputs.${name}`, this.output(stack, name)]));
  }

  private parameter(template: StackTemplate, name: string): unknown {
    if (template.parent) {
      const creator = this.stack(template.parent.stack).template.Resources[template.parent.logicalId]!;
      const given = creator.Properties?.Parameters?.[name];
      if (given !== undefined) return this.resolve(given, template.parent.stack);
    }
    const parameter = template.template.Parameters![name]!;
    if (parameter.Default === undefined) throw new Error(`Parameter ${name} of ${template.name} has no value`);
    return parameter.Default;
  }

  private stack(name: string): StackTemplate {
    const stack = this.stacks.get(name);
    if (!stack) throw new Error(`No stack ${name} in the cloud assembly`);
    return stack;
  }
}

/** The property naming a resource explicitly, per type (unnamed ones get a generated name). */
const NAME_PROPERTIES: Record<string, string> = {
  'AWS::DynamoDB::Table': 'TableName',
  'AWS::SQS::Queue': 'QueueName',
  'AWS::Events::EventBus': 'Name',
  'AWS::Events::Rule': 'Name',
  'AWS::Scheduler::ScheduleGroup': 'Name',
  'AWS::SecretsManager::Secret': 'Name',
  'AWS::S3::Bucket': 'BucketName',
  'AWS::Lambda::Function': 'FunctionName',
  'AWS::IAM::Role': 'RoleName',
  'AWS::SNS::Topic': 'TopicName',
  'AWS::Logs::LogGroup': 'LogGroupName',
};
