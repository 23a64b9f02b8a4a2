import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalClock } from '../lib/local/local-clock';
import { LocalQueue } from '../lib/local/local-queue';

/** One way of sending: how many senders at once, each awaiting the acknowledgement (flush). */
export interface QueueSendRun {
  readonly mode: 'memory' | 'journal';
  readonly senders: number;
  readonly sends: number;
  readonly sendsPerSecond: number;
  /** Median time from send to acknowledgement. */
  readonly ackP50Ms: number;
}

/** The durable local queue's cost: acknowledged sends in memory vs journaled with fsync. */
export interface QueueJournalCost {
  readonly runs: readonly QueueSendRun[];
}

const SENDS_PER_SENDER = 200;

/**
 * Times acknowledged sends (send + flush, as the local SQS endpoint answers SendMessage) on an
 * in-memory queue and on a journaled one, one sender at a time (an fsync per send) and 20 at once
 * (their fsyncs are shared: group commit), in a temporary folder on the same disk as DATA_DIR's
 * default would be.
 */
export async function measureQueueJournal(): Promise<QueueJournalCost> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-queue-'));
  try {
    const runs: QueueSendRun[] = [];
    for (const senders of [1, 20]) {
      for (const mode of ['memory', 'journal'] as const) {
        const queue = new LocalQueue({
          name: `${mode}-${senders}`,
          url: `local/${mode}-${senders}`,
          visibilityTimeoutSeconds: 30,
          clock: new LocalClock(),
          journalFile: mode === 'journal' ? join(dir, `${mode}-${senders}.jsonl`) : undefined,
        });
        const latencies: number[] = [];
        const body = JSON.stringify({ company_id: 1, delivery_id: 4503599627370495 });
        const started = performance.now();
        await Promise.all(
          Array.from({ length: senders }, async () => {
            for (let i = 0; i < SENDS_PER_SENDER; i++) {
              const sentAt = performance.now();
              queue.send(body);
              await queue.flush();
              latencies.push(performance.now() - sentAt);
            }
          }),
        );
        const seconds = (performance.now() - started) / 1000;
        queue.close();
        latencies.sort((a, b) => a - b);
        runs.push({
          mode,
          senders,
          sends: latencies.length,
          sendsPerSecond: latencies.length / seconds,
          ackP50Ms: latencies[Math.floor(latencies.length / 2)]!,
        });
      }
    }
    return { runs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
