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
  /**
   * Messages received and not yet deleted (in flight) the queue allows; at the limit a receive
   * gets nothing, as SQS answers OverLimit, until some are deleted or become visible again.
   * @default 120000 (a standard queue's quota)
   */
  readonly maxInFlight?: number;
}

/** SQS's in-flight quota of a standard queue. */
export const SQS_MAX_IN_FLIGHT = 120_000;
/** SQS refuses a DelaySeconds over 15 minutes. */
export const SQS_MAX_DELAY_SECONDS = 900;

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
 * An SQS standard queue: per-message delays, visibility timeouts, the in-flight quota, receive
 * counts and redrive to a DLQ. With a
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

  /** Enqueues a message, first visible after `delaySeconds`; returns its id and the body's MD5 the SDK verifies. */
  send(body: string, delaySeconds = 0): { MessageId: string; MD5OfMessageBody: string } {
    return this.sendBatch([{ body, delaySeconds }])[0]!;
  }

  /** Enqueues several messages (a body, or a body with its delay) with one journal write; acknowledge them after `flush()`. */
  sendBatch(
    entries: ReadonlyArray<string | { body: string; delaySeconds?: number }>,
  ): Array<{ MessageId: string; MD5OfMessageBody: string }> {
    const now = this.props.clock.now();
    const messages = entries.map((entry): StoredMessage => {
      const { body, delaySeconds = 0 } = typeof entry === 'string' ? { body: entry } : entry;
      if (!Number.isInteger(delaySeconds) || delaySeconds < 0 || delaySeconds > SQS_MAX_DELAY_SECONDS)
        throw new Error(`InvalidParameterValue: DelaySeconds must be 0-${SQS_MAX_DELAY_SECONDS}, got ${delaySeconds}`);
      return { id: randomUUID(), body, sentAt: now, receiveCount: 0, visibleAt: now + delaySeconds * 1000 };
    });
    this.journal?.append(messages.map((message) => ({ op: 'put', message })));
    for (const message of messages) this.messages.set(message.id, message);
    return messages.map((message) => ({
      MessageId: message.id,
      MD5OfMessageBody: createHash('md5').update(message.body).digest('hex'),
    }));
  }

  /** Receives up to `max` visible messages, hiding them for the visibility timeout; nothing while the in-flight quota is reached. */
  receive(max: number): ReceivedMessage[] {
    const now = this.props.clock.now();
    const room = (this.props.maxInFlight ?? SQS_MAX_IN_FLIGHT) - this.counts().inFlight;
    const received: ReceivedMessage[] = [];
    const changed: StoredMessage[] = [];
    for (const message of this.messages.values()) {
      if (received.length >= Math.min(max, room)) break;
      if (message.visibleAt > now) continue;
      if (
        this.props.deadLetter &&
        this.props.maxReceiveCount !== undefined &&
        message.receiveCount >= this.props.maxReceiveCount
      ) {
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

  /**
   * SQS's approximate counts: visible, in flight (received, not deleted, not yet visible again:
   * ApproximateNumberOfMessagesNotVisible) and delayed (sent with a delay not yet over).
   */
  counts(): { visible: number; inFlight: number; delayed: number } {
    const now = this.props.clock.now();
    const counts = { visible: 0, inFlight: 0, delayed: 0 };
    for (const message of this.messages.values()) {
      if (message.visibleAt <= now) counts.visible += 1;
      else if (message.receiveCount > 0) counts.inFlight += 1;
      else counts.delayed += 1;
    }
    return counts;
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
