import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { apiTokenEntity } from '../shared/domains/auth/api-token-entity';
import type { RouteDefinition } from '../shared/edge/http/route';

/** How much of the table a route's function may touch. */
export type TableAccess = 'read' | 'readWrite';

/**
 * Derives least-privilege table access from a route: its `writes` flag when the manifest sets
 * one, otherwise the HTTP method (GET is safe by HTTP semantics, so a GET handler only reads;
 * every other method may write). A GET that writes (redeeming a one-time link) must say
 * `writes: true`, or it gets AccessDenied in AWS.
 */
export function tableAccessFor(route: Pick<RouteDefinition, 'method' | 'writes'>): TableAccess {
  return (route.writes ?? route.method !== 'GET') ? 'readWrite' : 'read';
}

/**
 * The item reads the shared modules make: GetItem (also what TransactGetItems authorizes),
 * BatchGetItem and Query. No Scan (no request path scans), no stream reads (a stream consumer's
 * event source mapping brings its own), no DescribeTable (nothing calls it).
 */
export const tableReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;

/**
 * The item writes: Put/Update/DeleteItem (also what TransactWriteItems authorizes per item) and
 * ConditionCheckItem for a transaction's condition-only items (the write guard adds one to every
 * write of an installation token). BatchWriteItem is not among them: only the few functions that
 * batch-write (shared/platform/db/batch-write.ts) get it, by using `table-batch-writes`.
 */
export const tableWriteActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:ConditionCheckItem',
] as const;

/**
 * Grants `grantee` the given access as explicit action lists: reads on the table and its indexes
 * (queries), writes on the table only (indexes cannot be written).
 */
export function grantTableAccess(table: ITable, grantee: IGrantable, access: TableAccess): void {
  const principal = grantee.grantPrincipal;
  principal.addToPrincipalPolicy(
    new PolicyStatement({ actions: [...tableReadActions], resources: [table.tableArn, `${table.tableArn}/index/*`] }),
  );
  if (access === 'readWrite')
    principal.addToPrincipalPolicy(
      new PolicyStatement({ actions: [...tableWriteActions], resources: [table.tableArn] }),
    );
}

/**
 * Partition key prefix of API token items: authentication records `last_used_at` on the token
 * item (shared/domains/auth/record-token-use.ts), so even a read-only route writes there.
 */
export const tokenPartitionPrefix = apiTokenEntity.key({ hash: '' }).pk!;

/**
 * Lets a bearer route's function update token items, and only those: UpdateItem restricted by
 * `dynamodb:LeadingKeys` to partition keys starting with {@link tokenPartitionPrefix}.
 */
export function grantTokenUseRecording(table: ITable, grantee: IGrantable): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['dynamodb:UpdateItem'],
      resources: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${tokenPartitionPrefix}*`] } },
    }),
  );
}
