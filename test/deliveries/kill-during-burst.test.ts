import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { exited, startChildRuntime, type ChildRuntime } from '../helpers/child-runtime';
import { startReceiver } from '../helpers/receiver';
import { createRep, subscribe } from '../helpers/webhooks';

/**
 * The runtime is SIGKILLed at random instants of a write burst (the seed is printed, so a failure
 * replays with KILL_TEST_SEED), restarted on the same DATA_DIR each time, and must deliver every
 * write it acknowledged. Queues, stream checkpoints and clock live in DATA_DIR; the table lives in
 * the suite's DynamoDB Local (restarting Java each round would only make the test slow: the
 * database's own durability is outbox-durability.test.ts's subject).
 */
const KILLS = 5;
const CONCURRENCY = 6;
const seed = Number(process.env.KILL_TEST_SEED ?? Date.now() % 100_000);
const dataDir = mkdtempSync(join(tmpdir(), 'kill-burst-'));
const children: ChildRuntime[] = [];
afterAll(() => {
  for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Mulberry32: a small seeded generator, so the kill instants of a failing run can be replayed. */
function seededRandom(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function startRuntime(): Promise<ChildRuntime> {
  return startChildRuntime(dataDir, {
    DYNAMODB_ENDPOINT: inject('dynamodbEndpoint'),
    TABLE_NAME: `kill-burst-${seed}`,
    RATE_LIMIT_RPS: '100000',
    RATE_LIMIT_BURST: '100000',
    POWERTOOLS_LOG_LEVEL: 'ERROR',
  }).then((child) => {
    children.push(child);
    return child;
  });
}

/**
 * Creates members at `CONCURRENCY` and SIGKILLs the runtime `delayMs` after its `afterAcknowledged`-th
 * 201 (counting writes, not time, keeps the kill inside the burst however loaded the machine is);
 * returns the ids it acknowledged.
 */
async function burstUntilKilled(
  runtime: ChildRuntime,
  token: string,
  kill: { afterAcknowledged: number; delayMs: number },
): Promise<number[]> {
  const acknowledged: number[] = [];
  let alive = true;
  let reached: () => void;
  const target = new Promise<void>((resolve) => (reached = resolve));
  const writer = async () => {
    while (alive) {
      try {
        acknowledged.push((await createRep(token, {}, runtime.baseUrl)).id);
        if (acknowledged.length >= kill.afterAcknowledged) reached();
      } catch {
        return; // the connection died with the runtime: this write was never acknowledged
      }
    }
  };
  const writers = Array.from({ length: CONCURRENCY }, writer);
  await target;
  await new Promise((resolve) => setTimeout(resolve, kill.delayMs));
  runtime.process.kill('SIGKILL');
  alive = false;
  await exited(runtime.process);
  await Promise.all(writers);
  return acknowledged;
}

describe('nothing acknowledged is lost when the local runtime is SIGKILLed', () => {
  it(`delivers every acknowledged write after ${KILLS} kills at random instants (seed ${seed}), duplicates only by envelope id`, async () => {
    const random = seededRandom(seed);
    const receiver = await startReceiver();
    try {
      let runtime = await startRuntime();
      const token = runtime.credentials.company_token;
      await subscribe(token, receiver.url, { baseUrl: runtime.baseUrl });

      const acknowledged: number[] = [];
      for (let kill = 0; kill < KILLS; kill++) {
        // From the first writes (in the relay, the bus, fan-out) to well into the deliveries.
        const kill = { afterAcknowledged: 1 + Math.floor(random() * 15), delayMs: Math.round(random() * 500) };
        acknowledged.push(...(await burstUntilKilled(runtime, token, kill)));
        runtime = await startRuntime();
      }
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILLS);

      // Messages in flight at a kill reappear after their visibility timeout: skip past it.
      await fetch(`${runtime.baseUrl}/_local/pipeline/advance?seconds=200`, { method: 'POST' });
      const deliveredMembers = () =>
        new Set(receiver.requests.map((request) => JSON.parse(request.rawBody).payload.member.id as number));
      await expect
        .poll(() => acknowledged.filter((id) => !deliveredMembers().has(id)), { timeout: 60_000, interval: 250 })
        .toEqual([]);

      // A duplicate is the same envelope again: one envelope id per member, one member per envelope id.
      const envelopeIdsByMember = new Map<number, Set<number>>();
      for (const request of receiver.requests) {
        const envelope = JSON.parse(request.rawBody) as { id: number; payload: { member: { id: number } } };
        const ids = envelopeIdsByMember.get(envelope.payload.member.id) ?? new Set();
        envelopeIdsByMember.set(envelope.payload.member.id, ids.add(envelope.id));
      }
      expect([...envelopeIdsByMember.values()].filter((ids) => ids.size > 1)).toEqual([]);
      console.log(
        `[kill-burst] seed ${seed}: ${acknowledged.length} acknowledged, ${receiver.requests.length} deliveries (${receiver.requests.length - envelopeIdsByMember.size} duplicates by envelope id)`,
      );
    } finally {
      await receiver.close();
    }
  }, 240_000);
});
