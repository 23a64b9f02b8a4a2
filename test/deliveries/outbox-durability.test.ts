import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, startChildRuntime, type ChildRuntime } from '../helpers/child-runtime';
import { startReceiver } from '../helpers/receiver';
import { createRep, pipeline, subscribe } from '../helpers/webhooks';

const dataDir = mkdtempSync(join(tmpdir(), 'outbox-durability-'));
const children: ChildRuntime[] = [];
afterAll(async () => {
  for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

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
      await expect.poll(() => receiver.requests.map(memberIdOf), { timeout: 30_000, interval: 100 }).toContain(member.id);
      const request = receiver.requests.find((r) => memberIdOf(r) === member.id)!;
      expect(JSON.parse(request.rawBody)).toMatchObject({ name: 'member_created', payload: { member: { id: member.id } } });
      second.process.kill('SIGTERM');
      expect(await exited(second.process)).toBe(0);
      expect(dynamoDbLocalProcessesFor(dataDir)).toBe(0);
    } finally {
      await receiver.close();
    }
  }, 120_000);
});
