import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { RouteDefinition } from '../shared/http/route';

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

/** Grants `grantee` the given access to the table (and its indexes). */
export function grantTableAccess(table: ITable, grantee: IGrantable, access: TableAccess): void {
  if (access === 'read') table.grantReadData(grantee);
  else table.grantReadWriteData(grantee);
}
