/**
 * Items one DynamoDB command writes: what DynamoDB Local's throughput is spent on. Its cost is per
 * item written, not per call (a probe wrote 53 UpdateItems/s and 55 items/s inside 100-item
 * TransactWriteItems), so the bench reads the pipeline's load on the table in items, not calls.
 * A transaction's ConditionCheck writes nothing and is not counted; reads write nothing (0).
 */
export function itemWritesOf(command: string, input: Record<string, any>): number {
  switch (command) {
    case 'PutItem':
    case 'UpdateItem':
    case 'DeleteItem':
      return 1;
    case 'BatchWriteItem':
      return Object.values(input.RequestItems ?? {}).reduce(
        (sum: number, requests) => sum + (requests as unknown[]).length,
        0,
      );
    case 'TransactWriteItems':
      return (input.TransactItems ?? []).filter(
        (entry: Record<string, unknown>) => entry.Put || entry.Update || entry.Delete,
      ).length;
    default:
      return 0;
  }
}
