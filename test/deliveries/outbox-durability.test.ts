import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, startChildRuntime, stopChildRuntime, type ChildRuntime } from '../helpers/child-runtime';
import { startReceiver } from '../helpers/receiver';
import { createRep, pipeline, subscribe } from '../helpers/webhooks';
import { UNRELAYED_OUTBOX_MARGIN_SECONDS } from '../../shared/domains/events/unrelayed-outbox';

const dataDir = mkdtempSync(join(tmpdir(), 'outbox-durability-'));
const heldDataDir = mkdtempSync(join(tmpdir(), 'outbox-durability-held-'));
const children: ChildRuntime[] = [];
afterAll(async () => {
  for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
  for (const dir of [dataDir, heldDataDir]) rmSync(dir, { recursive: true, force: true });
});

/** Runs the reconciler of a runtime as its schedule would at `now`. */
async function runReconciler(baseUrl: string, now: Date): Promise<{ republished_events: string[] }> {
  const response = await fetch(`${baseUrl}/_local/scheduler/run?consumer=reconcilePipeline&now=${now.toISOString()}`, {
    method: 'POST',
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { outcome: { republished_events: string[] } }).outcome;
}

/** Number of running DynamoDB Local processes whose database lives under `dir`. */
function dynamoDbLocalProcessesFor(dir: string): number {
  return execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('DynamoDBLocal.jar') && line.includes(dir)).length;
}

describe('transactional outbox', () => {
  it('an event committed just before the process is killed is delivered once the pipeline runs again', async () => {
    const receiver = await startReceiver();
    try {
      const first = await startChildRuntime(dataDir);
      children.push(first);
      const token = first.credentials.company_token;
      await subscribe(token, receiver.url, { baseUrl: first.baseUrl });
      await pipeline.faults({ relay_paused: true }, first.baseUrl); // the relay never gets to this write
      const member = await createRep(token, {}, first.baseUrl);
      first.process.kill('SIGKILL');
      await exited(first.process);
      expect(receiver.requests).toHaveLength(0);
      // Even a SIGKILLed runtime leaves no DynamoDB Local behind (its watchdog stops it).
      await expect.poll(() => dynamoDbLocalProcessesFor(dataDir), { timeout: 10_000, interval: 250 }).toBe(0);

      const second = await startChildRuntime(dataDir);
      children.push(second);
      // The seed's own member_created (the demo owner) may still be unrelayed when the relay pauses
      // (its consumer starts cold in a worker thread), so it can arrive too: look for the rep's.
      const memberIdOf = (request: { rawBody: string }) => JSON.parse(request.rawBody).payload?.member?.id;
      await expect
        .poll(() => receiver.requests.map(memberIdOf), { timeout: 30_000, interval: 100 })
        .toContain(member.id);
      const request = receiver.requests.find((r) => memberIdOf(r) === member.id)!;
      expect(JSON.parse(request.rawBody)).toMatchObject({
        name: 'member_created',
        payload: { member: { id: member.id } },
      });
      expect(await stopChildRuntime(second)).toBe(0);
      expect(dynamoDbLocalProcessesFor(dataDir)).toBe(0);
    } finally {
      await receiver.close();
    }
  }, 120_000);

  it('records a killed relay had published but not yet deleted are published again by the reconciler, and no delivery is sent twice', async () => {
    const receiver = await startReceiver();
    try {
      const first = await startChildRuntime(heldDataDir);
      children.push(first);
      const token = first.credentials.company_token;
      await subscribe(token, receiver.url, { baseUrl: first.baseUrl });
      const member = await createRep(token, {}, first.baseUrl);
      const deliveriesOfMember = () =>
        new Set(
          receiver.requests
            .filter((r) => JSON.parse(r.rawBody).payload?.member?.id === member.id)
            .map((r) => JSON.parse(r.rawBody).id as number),
        );
      await expect.poll(() => deliveriesOfMember().size, { timeout: 30_000, interval: 100 }).toBe(1);
      // The relay holds what it published until 25 records or a minute have passed: killed now, it deletes nothing.
      first.process.kill('SIGKILL');
      await exited(first.process);

      const second = await startChildRuntime(heldDataDir);
      children.push(second);
      const later = new Date(Date.now() + (UNRELAYED_OUTBOX_MARGIN_SECONDS + 60) * 1000);
      const { republished_events } = await runReconciler(second.baseUrl, later);
      expect(republished_events.length).toBeGreaterThan(0);
      expect((await runReconciler(second.baseUrl, later)).republished_events).toEqual([]);
      // The re-published events go through fan-out again, which finds each delivery already made.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(deliveriesOfMember().size).toBe(1);
      expect(await stopChildRuntime(second)).toBe(0);
    } finally {
      await receiver.close();
    }
  }, 300_000);
});
