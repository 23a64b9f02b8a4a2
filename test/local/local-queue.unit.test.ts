import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalClock } from '../../lib/local/local-clock';
import { LocalQueue } from '../../lib/local/local-queue';

const dir = mkdtempSync(join(tmpdir(), 'local-queue-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;
/** A journaled queue and a way to "restart" it: a new instance on the same files, as after SIGKILL. */
function journaledQueue(options: { maxReceiveCount?: number } = {}) {
  const name = `q${++counter}`;
  const clock = new LocalClock(join(dir, `${name}-clock.json`));
  const open = () => {
    const deadLetter = new LocalQueue({
      name: `${name}-dlq`,
      url: `local/${name}-dlq`,
      visibilityTimeoutSeconds: 30,
      clock,
      journalFile: join(dir, `${name}-dlq.jsonl`),
    });
    const queue = new LocalQueue({
      name,
      url: `local/${name}`,
      visibilityTimeoutSeconds: 60,
      clock,
      journalFile: join(dir, `${name}.jsonl`),
      deadLetter,
      ...options,
    });
    return { queue, deadLetter };
  };
  return { open, clock, file: join(dir, `${name}.jsonl`) };
}

describe('journaled local queue (survives a killed runtime)', () => {
  it('keeps sent messages across a restart without close()', () => {
    const { open } = journaledQueue();
    open().queue.sendBatch(['a', 'b']);
    const { queue } = open();
    expect(queue.receive(10).map((message) => message.body)).toEqual(['a', 'b']);
  });

  it('deleted messages stay deleted after a restart', () => {
    const { open } = journaledQueue();
    const first = open().queue;
    first.send('a');
    first.send('b');
    const [a] = first.receive(1);
    first.delete(a!.receiptHandle);
    expect(open().queue.peek()).toEqual(['b']);
  });

  it('a message in flight when the runtime died reappears after its visibility timeout, with its receive count', () => {
    const { open, clock } = journaledQueue();
    const first = open().queue;
    first.send('in-flight');
    expect(first.receive(1)).toHaveLength(1);

    const restarted = open().queue;
    expect(restarted.receive(1)).toHaveLength(0);
    clock.advance(61);
    const [again] = restarted.receive(1);
    expect(again).toMatchObject({ body: 'in-flight', receiveCount: 2 });
  });

  it('a visibility change (retry backoff) is kept across a restart', () => {
    const { open, clock } = journaledQueue();
    const first = open().queue;
    first.send('retry-later');
    first.changeVisibility(first.receive(1)[0]!.receiptHandle, 300);
    clock.advance(120);
    expect(open().queue.receive(1)).toHaveLength(0);
    clock.advance(200);
    expect(open().queue.receive(1)).toHaveLength(1);
  });

  it('the advanced clock offset survives the restart (journaled times keep their meaning)', () => {
    const { clock } = journaledQueue();
    clock.advance(3600);
    const reopened = new LocalClock(join(dir, `q${counter}-clock.json`));
    expect(reopened.now() - Date.now()).toBeGreaterThanOrEqual(3600_000 - 50);
  });

  it('redrive to the DLQ survives a restart of both queues', () => {
    const { open } = journaledQueue({ maxReceiveCount: 1 });
    const first = open();
    first.queue.send('poison');
    first.queue.changeVisibility(first.queue.receive(1)[0]!.receiptHandle, 0);
    expect(first.queue.receive(1)).toHaveLength(0); // moved to the DLQ on this receive
    const restarted = open();
    expect(restarted.queue.depth).toBe(0);
    expect(restarted.deadLetter.peek()).toEqual(['poison']);
  });

  it('a torn last line (power cut mid-write) is ignored, the rest is kept', () => {
    const { open, file } = journaledQueue();
    open().queue.send('whole');
    appendFileSync(file, '{"op":"put","mess');
    expect(open().queue.peek()).toEqual(['whole']);
  });

  it('compaction rewrites the file to the live messages only', () => {
    const { open, file } = journaledQueue();
    const queue = open().queue;
    for (let i = 0; i < 1200; i++) {
      queue.send(`m${i}`);
      queue.delete(queue.receive(1)[0]!.receiptHandle);
    }
    queue.send('survivor');
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean).length).toBeLessThan(1500);
    expect(open().queue.peek()).toEqual(['survivor']);
  });
});

describe('local queue delays and in-flight quota (as SQS)', () => {
  const memoryQueue = (maxInFlight?: number) => {
    const clock = new LocalClock();
    return {
      clock,
      queue: new LocalQueue({ name: 'q', url: 'local/q', visibilityTimeoutSeconds: 60, clock, maxInFlight }),
    };
  };

  it('a delayed message is not received before its delay, and counts as delayed, not in flight', () => {
    const { clock, queue } = memoryQueue();
    queue.sendBatch([{ body: 'later', delaySeconds: 900 }, 'now']);
    expect(queue.counts()).toEqual({ visible: 1, inFlight: 0, delayed: 1 });
    const [now] = queue.receive(10);
    expect(now?.body).toBe('now');
    expect(queue.counts()).toEqual({ visible: 0, inFlight: 1, delayed: 1 });
    queue.delete(now!.receiptHandle);
    clock.advance(900);
    expect(queue.receive(10).map((message) => message.body)).toEqual(['later']);
  });

  it.each([901, -1, 1.5])('refuses DelaySeconds %s (SQS allows whole seconds up to 900)', (delaySeconds) => {
    expect(() => memoryQueue().queue.send('x', delaySeconds)).toThrow(/DelaySeconds/);
  });

  it('at the in-flight quota a receive gets nothing until a message is deleted', () => {
    const { queue } = memoryQueue(2);
    queue.sendBatch(['a', 'b', 'c']);
    const [first] = queue.receive(10).concat();
    expect(queue.counts().inFlight).toBe(2);
    expect(queue.receive(10)).toEqual([]);
    queue.delete(first!.receiptHandle);
    expect(queue.receive(10).map((message) => message.body)).toEqual(['c']);
  });
});
