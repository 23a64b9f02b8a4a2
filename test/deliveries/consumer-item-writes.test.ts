import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createTenant } from '../helpers/tenant';
import { createRep, pipeline, subscribe } from '../helpers/webhooks';

const SUBSCRIPTIONS = 5;

// The bench's table ceiling share reads these counters (bench/table-ceiling-share.ts): DynamoDB
// Local's cost is per item written, and the fan-out writes every delivery of an event in one call.
describe('GET /_local/pipeline consumers.dynamodb_item_writes', () => {
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await receiver.close();
  });

  it('counts a fan-out transaction by the items it writes, not as one call', async () => {
    const tenant = await createTenant();
    for (let i = 0; i < SUBSCRIPTIONS; i++) await subscribe(tenant.token, `${receiver.url}/${i}`);
    const before = (await pipeline.state()).consumers;
    await createRep(tenant.token);
    await receiver.waitFor(SUBSCRIPTIONS);
    // The attempts' writes are counted when each invocation answers, just after its POST arrived.
    await new Promise((r) => setTimeout(r, 300));
    const after = (await pipeline.state()).consumers;

    const grew = (counts: 'dynamodb_calls' | 'dynamodb_item_writes', command: string) =>
      (after[counts][command] ?? 0) - (before[counts][command] ?? 0);
    // One transaction creates the event's deliveries (other tests' transactions may add calls, each writing at least one item).
    expect(
      grew('dynamodb_item_writes', 'TransactWriteItems') - grew('dynamodb_calls', 'TransactWriteItems'),
    ).toBeGreaterThanOrEqual(SUBSCRIPTIONS - 1);
    // Every attempt's UpdateItem writes one item.
    expect(grew('dynamodb_item_writes', 'UpdateItem')).toBe(grew('dynamodb_calls', 'UpdateItem'));
    expect(grew('dynamodb_item_writes', 'UpdateItem')).toBeGreaterThanOrEqual(SUBSCRIPTIONS);
    expect(after.dynamodb_item_writes.Query).toBeUndefined();
  });
});
