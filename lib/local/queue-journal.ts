import {
  closeSync,
  existsSync,
  fsync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';

/** One journal line: the full state of a message after a change, or its removal. */
export type JournalEntry<T extends { id: string }> = { op: 'put'; message: T } | { op: 'delete'; id: string };

/** Options of a journal. */
export interface QueueJournalProps {
  /** The append-only file (JSON lines); created with its folder when missing. */
  readonly file: string;
  /** Rewrite the file once it holds this many more lines than live messages. @default 1000 */
  readonly compactAfterLines?: number;
}

/**
 * An append-only JSON-lines file that makes a local queue survive SIGKILL: every change is one
 * synchronous write(2). Sends are acknowledged only after a group-committed fsync, so they also
 * survive a power cut; other changes are not waited for, since losing one only causes a
 * redelivery, which at-least-once consumers absorb. Compacted on open and when dead lines pile up.
 */
export class QueueJournal<T extends { id: string }> {
  private fd: number;
  private lines = 0;
  private syncing: Promise<void> | undefined;
  private nextSync: Promise<void> | undefined;

  constructor(private readonly props: QueueJournalProps) {
    mkdirSync(dirname(props.file), { recursive: true });
    this.fd = openSync(props.file, 'a');
  }

  /** Reads every message the journal holds, in send order (a torn last line is ignored). */
  load(): Map<string, T> {
    const messages = new Map<string, T>();
    if (!existsSync(this.props.file)) return messages;
    for (const line of readFileSync(this.props.file, 'utf8').split('\n')) {
      if (!line) continue;
      let entry: JournalEntry<T>;
      try {
        entry = JSON.parse(line) as JournalEntry<T>;
      } catch {
        continue; // only the last line can be torn (power cut during a non-fsync'ed write)
      }
      if (entry.op === 'put') messages.set(entry.message.id, entry.message);
      else messages.delete(entry.id);
    }
    this.compact(messages.values());
    return messages;
  }

  /** Appends changes in one write (in the page cache at return: safe from SIGKILL). */
  append(entries: readonly JournalEntry<T>[]): void {
    if (entries.length === 0) return;
    writeSync(this.fd, `${entries.map((entry) => JSON.stringify(entry)).join('\n')}\n`);
    this.lines += entries.length;
  }

  /** Resolves once everything appended so far is on disk; concurrent callers share one fsync. */
  sync(): Promise<void> {
    if (!this.syncing) {
      const fd = this.fd;
      this.syncing = new Promise<void>((resolve, reject) =>
        fsync(fd, (error) => (error ? reject(error) : resolve())),
      ).finally(() => (this.syncing = undefined));
      return this.syncing;
    }
    // The running fsync may have started before the caller's write: wait for the next one.
    this.nextSync ??= this.syncing.then(() => {
      this.nextSync = undefined;
      return this.sync();
    });
    return this.nextSync;
  }

  /** Rewrites the file to the live messages once dead lines outnumber them enough. */
  compactIfLarge(live: ReadonlyMap<string, T>): void {
    if (this.syncing) return; // never swap the file under a running fsync
    if (this.lines > (this.props.compactAfterLines ?? 1000) + 4 * live.size) this.compact(live.values());
  }

  /** Closes the file. */
  close(): void {
    closeSync(this.fd);
  }

  private compact(messages: Iterable<T>): void {
    const temporary = `${this.props.file}.tmp`;
    const fd = openSync(temporary, 'w');
    let count = 0;
    for (const message of messages) {
      writeSync(fd, `${JSON.stringify({ op: 'put', message } satisfies JournalEntry<T>)}\n`);
      count += 1;
    }
    fsyncSync(fd);
    closeSync(fd);
    renameSync(temporary, this.props.file);
    const folder = openSync(dirname(this.props.file), 'r');
    fsyncSync(folder); // the rename itself must reach the disk
    closeSync(folder);
    closeSync(this.fd);
    this.fd = openSync(this.props.file, 'a');
    this.lines = count;
  }
}
