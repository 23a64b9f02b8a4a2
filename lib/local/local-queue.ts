import { createHash, randomUUID } from 'node:crypto';
import type { LocalClock } from './local-clock';
import { QueueJournal } from './queue-journal';

export interface LocalQueueProps {
  readonly name: string;
  readonly url: string;
  readonly visibilityTimeoutSeconds: number;
  readonly clock: LocalClock;
  /** Redrive policy: after this many receives the next receive moves the message to `deadLetter`. */
  readonly maxReceiveCount?: number;
  readonly deadLetter?: LocalQueue;
  /** Append-only file keeping the messages across restarts (see QueueJournal); in memory when absent. */
  readonly journalFile?: string;
}

interface StoredMessage {
  id: string;
  body: string;
  sentAt: number;
  receiveCount: number;
  firstReceivedAt?: number;
  visibleAt: number;
  receiptHandle?: string;
}

/** A received message in the shape Lambda's SQS event source hands to functions. */
export interface ReceivedMessage {
  messageId: string;
  receiptHandle: string;
  body: string;
  receiveCount: number;
  sentAt: number;
  firstReceivedAt: number;
}

/**
 * An SQS standard queue: visibility timeouts, receive counts and redrive to a DLQ. With a
 * `journalFile` every change is journaled before it is acknowledged, so a restarted runtime
 * finds its messages again, and those in flight when it died reappear after their visibility
 * timeout, as in SQS.
 */
export class LocalQueue {
  private readonly messages: Map<string, StoredMessage>;
  private readonly journal: QueueJournal<StoredMessage> | undefined;

  constructor(readonly props: LocalQueueProps) {
    this.journal = props.journalFile ? new QueueJournal<StoredMessage>({ file: props.journalFile }) : undefined;
    this.messages = this.journal?.load() ?? new Map();
  }

  /** Enqueues a message; returns its id and the body's MD5 the SDK verifies. */
  send(body: string): { MessageId: string; MD5OfMessageBody: string } {
    return this.sendBatch([body])[0]!;
  }

  /** Enqueues several messages with one journal write; acknowledge them after `flush()`. */
  sendBatch(bodies: readonly string[]): Array<{ MessageId: string; MD5OfMessageBody: string }> {
    const now = this.props.clock.now();
    const messages = bodies.map((body): StoredMessage => ({ id: randomUUID(), body, sentAt: now, receiveCount: 0, visibleAt: now }));
    this.journal?.append(messages.map((message) => ({ op: 'put', message })));
    for (const message of messages) this.messages.set(message.id, message);
    return messages.map((message) => ({ MessageId: message.id, MD5OfMessageBody: createHash('md5').update(message.body).digest('hex') }));
  }

  /** Receives up to `max` visible messages, hiding them for the visibility timeout. */
  receive(max: number): ReceivedMessage[] {
    const now = this.props.clock.now();
    const received: ReceivedMessage[] = [];
    const changed: StoredMessage[] = [];
    for (const message of this.messages.values()) {
      if (received.length >= max) break;
      if (message.visibleAt > now) continue;
      if (this.props.deadLetter && this.props.maxReceiveCount !== undefined && message.receiveCount >= this.props.maxReceiveCount) {
        this.props.deadLetter.send(message.body); // in the DLQ before it leaves here: never lost between the two
        this.remove(message.id);
        continue;
      }
      message.receiveCount += 1;
      message.firstReceivedAt ??= now;
      message.visibleAt = now + this.props.visibilityTimeoutSeconds * 1000;
      message.receiptHandle = `${message.id}:${randomUUID()}`;
      changed.push(message);
      received.push({
        messageId: message.id,
        receiptHandle: message.receiptHandle,
        body: message.body,
        receiveCount: message.receiveCount,
        sentAt: message.sentAt,
        firstReceivedAt: message.firstReceivedAt,
      });
    }
    this.journal?.append(changed.map((message) => ({ op: 'put', message })));
    return received;
  }

  /** Deletes a message by its latest receipt handle (a stale handle is ignored, as in SQS). */
  delete(receiptHandle: string): void {
    const message = this.byReceipt(receiptHandle);
    if (message) this.remove(message.id);
  }

  /** Changes when a received message becomes visible again. */
  changeVisibility(receiptHandle: string, seconds: number): void {
    const message = this.byReceipt(receiptHandle);
    if (!message) throw new Error('ReceiptHandleIsInvalid');
    message.visibleAt = this.props.clock.now() + seconds * 1000;
    this.journal?.append([{ op: 'put', message }]);
  }

  /** Resolves once every message sent so far is on disk (fsync; at once without a journal). */
  async flush(): Promise<void> {
    await this.journal?.sync();
  }

  /** Closes the journal (the messages stay in it for the next start). */
  close(): void {
    this.journal?.close();
  }

  /** Messages stored now (visible or in flight). */
  get depth(): number {
    return this.messages.size;
  }

  /** Bodies of every stored message (for inspection endpoints and tests). */
  peek(): string[] {
    return [...this.messages.values()].map((message) => message.body);
  }

  private remove(id: string): void {
    this.messages.delete(id);
    this.journal?.append([{ op: 'delete', id }]);
    this.journal?.compactIfLarge(this.messages);
  }

  private byReceipt(receiptHandle: string): StoredMessage | undefined {
    const message = this.messages.get(receiptHandle.split(':')[0]!);
    return message?.receiptHandle === receiptHandle ? message : undefined;
  }
}
