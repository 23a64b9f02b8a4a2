import { BatchGetCommand, GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { downlinePartition, downlineSortKey } from '../shared/domains/genealogy/downline-row-entity';
import { DOWNLINE_LEVELS } from '../shared/domains/genealogy/tree-levels';
import { treeNodeEntity } from '../shared/domains/genealogy/tree-node-entity';
import { memberEntity } from '../shared/domains/members/member-entity';
import { call, createBenchCompany } from './bench-tenant';
import { timeSequential } from './stats';

/** Shape of the field section. */
export interface FieldLoad {
  /** Members imported, as a tree where member i (i > 0) is sponsored by member ⌊(i − 1) / branching⌋. */
  readonly members: number;
  readonly branching: number;
  /** Rows per import (the import's ceiling): imports run one after another, each one's sponsors already in place. */
  readonly rowsPerImport: number;
  /** Page of the downline read. */
  readonly pageLimit: number;
  readonly warmup: number;
  readonly requests: number;
}

export interface FieldBenchResult extends FieldLoad {
  readonly importSeconds: number;
  readonly membersPerSecond: number;
  /** Item writes per imported member (member, claims, outbox, node, closure rows, counts), from the tree's shape. */
  readonly itemWritesPerMember: number;
  /** Members on the read level (level 5 below the root). */
  readonly levelMembers: number;
  /** `GET .../downline?level=5` of the root, one page. */
  readonly downline: { readonly p50Ms: number; readonly p99Ms: number };
  /** Its DynamoDB floor: the node GetItem, the level's Query and the page's BatchGetItem, sent directly. */
  readonly downlineFloor: { readonly p50Ms: number; readonly p99Ms: number };
}

/**
 * Imports `members` members with their sponsors through `POST /api/v2025-06/member-imports`
 * (`rowsPerImport` at a time, each import polled to completion), then times one page of level 5
 * of the root's downline over HTTP next to the same DynamoDB calls sent directly.
 */
export async function measureField(
  client: DynamoDBDocumentClient,
  tableName: string,
  baseUrl: string,
  load: FieldLoad,
  progress: (message: string) => void,
): Promise<FieldBenchResult> {
  const { token, companyId } = await createBenchCompany();
  const row = (index: number) => ({
    external_id: `m${index}`,
    sponsor_external_id: index === 0 ? null : `m${Math.floor((index - 1) / load.branching)}`,
    email: `m${index}@example.com`,
    first_name: `Member ${index}`,
    username: `m${index}`,
  });
  const started = performance.now();
  for (let start = 0; start < load.members; start += load.rowsPerImport) {
    const rows = Array.from({ length: Math.min(load.rowsPerImport, load.members - start) }, (_, offset) =>
      row(start + offset),
    );
    const { member_import: started } = await call(baseUrl, 'POST', '/api/v2025-06/member-imports', token, {
      members: rows,
    });
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // A poll that fails (a loaded machine's timeout) is only a poll: the next one reads again.
      const job = await call(baseUrl, 'GET', `/api/v2025-06/member-imports/${started.id}`, token).then(
        (body) => body.member_import,
        () => null,
      );
      if (job?.status === 'completed') {
        if (job.created !== rows.length) throw new Error(`An import created ${job.created} of ${rows.length} members`);
        break;
      }
    }
    progress(
      `imported ${start + rows.length} of ${load.members} members (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
  const importSeconds = (performance.now() - started) / 1000;

  const { member: root } = await call(baseUrl, 'GET', '/api/v2025-06/members/find?external_id=m0', token);
  const path = `/api/v2025-06/members/${root.id}/downline?level=${DOWNLINE_LEVELS}&page[limit]=${load.pageLimit}`;
  const first = await call(baseUrl, 'GET', path, token);
  const levelMembers = first.counts[DOWNLINE_LEVELS - 1].count as number;
  const downline = await timeSequential(load, async () => {
    await call(baseUrl, 'GET', path, token);
  });
  const rootId = Number(root.id);
  const downlineFloor = await timeSequential(load, async () => {
    const [, rows] = await Promise.all([
      client.send(
        new GetCommand({
          TableName: tableName,
          Key: treeNodeEntity.key({ company_id: companyId, member_id: rootId }),
          ConsistentRead: true,
        }),
      ),
      client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :level)',
          ExpressionAttributeValues: {
            ':pk': downlinePartition(companyId, rootId),
            ':level': downlineSortKey(DOWNLINE_LEVELS),
          },
          Limit: load.pageLimit + 1,
        }),
      ),
    ]);
    const keys = (rows.Items ?? [])
      .slice(0, load.pageLimit)
      .map((item) => memberEntity.key({ company_id: companyId, id: Number(item.member_id) }));
    await client.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } } }));
  });
  return {
    ...load,
    importSeconds,
    membersPerSecond: load.members / importSeconds,
    itemWritesPerMember: itemWritesPerMember(load),
    levelMembers,
    downline,
    downlineFloor,
  };
}

/** Item writes of the import per member: 6 fixed (member, 3 claims, outbox, node) + 2 per closure ancestor + the guard check. */
function itemWritesPerMember(load: FieldLoad): number {
  let total = 0;
  for (let index = 0, depth = 0, levelEnd = 1; index < load.members; index++) {
    if (index === levelEnd) {
      depth += 1;
      levelEnd = levelEnd * load.branching + 1;
    }
    total += 6 + 2 * Math.min(depth, DOWNLINE_LEVELS) + 1;
  }
  return total / load.members;
}

/** The field section's table. */
export function renderField(
  result: FieldBenchResult,
  table: (head: string[], rows: string[][], align: ('l' | 'r')[]) => string,
): string {
  const rows = [
    [
      `import ${result.members.toLocaleString('en-US')} members (${result.rowsPerImport.toLocaleString('en-US')} a request, sponsors by external id)`,
      `${result.importSeconds.toFixed(0)} s`,
      `${result.membersPerSecond.toFixed(0)} members/s`,
      `${result.itemWritesPerMember.toFixed(1)} item writes a member`,
    ],
    [
      `downline level ${DOWNLINE_LEVELS} of the root (${result.levelMembers} members), page of ${result.pageLimit}`,
      `p50 ${result.downline.p50Ms.toFixed(1)} ms`,
      `p99 ${result.downline.p99Ms.toFixed(1)} ms`,
      `floor p50 ${result.downlineFloor.p50Ms.toFixed(1)} ms (${(result.downline.p50Ms / result.downlineFloor.p50Ms).toFixed(2)}×)`,
    ],
  ];
  const title = `Field · a ${result.branching}-ary sponsor tree of ${result.members.toLocaleString('en-US')} members imported through the API, then one page of its deepest kept level`;
  return `${title}\n${table(['run', 'time', 'rate', 'cost'], rows, ['l', 'r', 'r', 'l'])}`;
}
