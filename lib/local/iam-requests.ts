/** One authorization IAM makes for an API call: action, resource ARN and request context keys. */
export interface IamRequest {
  readonly action: string;
  readonly resource: string;
  readonly context?: Readonly<Record<string, string | string[]>>;
}

/** What an ARN needs: the stated account and region, and each table's partition key attribute. */
export interface ArnScope {
  readonly account: string;
  readonly region: string;
  readonly partitionKeys: ReadonlyMap<string, string>;
}

/**
 * The IAM authorizations an AWS API call needs, as the service documents them (Service
 * Authorization Reference): a DynamoDB transaction is authorized item by item with the item
 * actions, a batch per table, SQS batch calls as their single-message actions, Scheduler's
 * CreateSchedule also passes the schedule's role (iam:PassRole). Unknown operations yield the
 * operation itself on `*`, so the evaluator still judges them.
 */
export function iamRequestsOf(service: string, operation: string, input: any, scope: ArnScope): IamRequest[] {
  const arn = (svc: string, path: string) => `arn:aws:${svc}:${scope.region}:${scope.account}:${path}`;
  switch (service) {
    case 'dynamodb':
      return dynamodbRequests(operation, input, scope, (table) => arn('dynamodb', `table/${table}`));
    case 'sqs': {
      const queue = arn('sqs', String(input.QueueUrl).split('/').pop()!);
      const action = operation.replace(/Batch$/, '');
      return [{ action: `sqs:${action}`, resource: queue }];
    }
    case 'events': {
      const buses = new Set<string>(
        (input.Entries ?? []).map((entry: { EventBusName?: string }) => entry.EventBusName ?? 'default'),
      );
      return [...buses].map((bus) => ({
        action: 'events:PutEvents',
        resource: bus.startsWith('arn:') ? bus : arn('events', `event-bus/${bus}`),
      }));
    }
    case 'secretsmanager':
      return [{ action: `secretsmanager:${operation}`, resource: String(input.SecretId) }];
    case 'scheduler': {
      const schedule = {
        action: `scheduler:${operation}`,
        resource: arn('scheduler', `schedule/${input.GroupName ?? 'default'}/${input.Name}`),
      };
      const passRole = input.Target?.RoleArn
        ? [
            {
              action: 'iam:PassRole',
              resource: String(input.Target.RoleArn),
              context: { 'iam:PassedToService': 'scheduler.amazonaws.com' },
            },
          ]
        : [];
      return [schedule, ...passRole];
    }
    case 'ses':
      return [{ action: `ses:${operation}`, resource: arn('ses', `identity/${input.FromEmailAddress}`) }];
    default:
      return [{ action: `${service}:${operation}`, resource: '*' }];
  }
}

const TRANSACT_ITEM_ACTIONS: Record<string, string> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
  Get: 'GetItem',
};

function dynamodbRequests(
  operation: string,
  input: any,
  scope: ArnScope,
  tableArn: (table: string) => string,
): IamRequest[] {
  const leadingKeys = (table: string, item: Record<string, { S?: string }> | undefined) => {
    const value = item?.[scope.partitionKeys.get(table) ?? '']?.S;
    return value === undefined ? undefined : { 'dynamodb:LeadingKeys': [value] };
  };
  const single = (
    action: string,
    table: string,
    item?: Record<string, { S?: string }>,
    index?: string,
  ): IamRequest => ({
    action: `dynamodb:${action}`,
    resource: index ? `${tableArn(table)}/index/${index}` : tableArn(table),
    context: leadingKeys(table, item),
  });
  switch (operation) {
    case 'TransactWriteItems':
    case 'TransactGetItems':
      return (input.TransactItems as Array<Record<string, { TableName: string; Key?: any; Item?: any }>>).map(
        (entry) => {
          const [kind, item] = Object.entries(entry)[0]!;
          return single(TRANSACT_ITEM_ACTIONS[kind]!, item.TableName, item.Key ?? item.Item);
        },
      );
    case 'BatchGetItem':
    case 'BatchWriteItem':
      return Object.keys(input.RequestItems).map((table) => single(operation, table));
    case 'Query':
    case 'Scan':
      return [single(operation, input.TableName, undefined, input.IndexName)];
    default:
      return [single(operation, input.TableName, input.Key ?? input.Item)];
  }
}

/**
 * What Lambda's event source mapping does with the function's execution role: polls the queue
 * (ReceiveMessage, DeleteMessage, GetQueueAttributes) or reads the table stream.
 */
export function eventSourcePollingRequests(source: {
  readonly kind: 'queue' | 'stream';
  readonly sourceArn: string;
}): IamRequest[] {
  if (source.kind === 'queue')
    return ['ReceiveMessage', 'DeleteMessage', 'GetQueueAttributes'].map((action) => ({
      action: `sqs:${action}`,
      resource: source.sourceArn,
    }));
  return [
    ...['DescribeStream', 'GetRecords', 'GetShardIterator'].map((action) => ({
      action: `dynamodb:${action}`,
      resource: source.sourceArn,
    })),
    { action: 'dynamodb:ListStreams', resource: '*' },
  ];
}
