import { createHash, randomUUID } from 'node:crypto';
import type { LocalClock } from './local-clock';

export interface LocalQueueProps {
  readonly name: string;
  readonly url: string;
  readonly visibilityTimeoutSeconds: number;
  readonly clock: LocalClock;
  /** Redrive policy: after this many receives the next receive moves the message to `deadLetter`. */
  readonly maxReceiveCount?: number;
  readonly deadLetter?: LocalQueue;
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

/** An SQS standard queue in memory: visibility timeouts, receive counts and redrive to a DLQ. */
export class LocalQueue {
  private readonly messages = new Map<string, StoredMessage>();

  constructor(readonly props: LocalQueueProps) {}

  /** Enqueues a message; returns its id and the body's MD5 the SDK verifies. */
  send(body: string): { MessageId: string; MD5OfMessageBody: string } {
    const id = randomUUID();
    this.messages.set(id, { id, body, sentAt: this.props.clock.now(), receiveCount: 0, visibleAt: this.props.clock.now() });
    return { MessageId: id, MD5OfMessageBody: createHash('md5').update(body).digest('hex') };
  }

  /** Receives up to `max` visible messages, hiding them for the visibility timeout. */
  receive(max: number): ReceivedMessage[] {
    const now = this.props.clock.now();
    const received: ReceivedMessage[] = [];
    for (const message of this.messages.values()) {
      if (received.length >= max) break;
      if (message.visibleAt > now) continue;
      if (this.props.deadLetter && this.props.maxReceiveCount !== undefined && message.receiveCount >= this.props.maxReceiveCount) {
        this.messages.delete(message.id);
        this.props.deadLetter.send(message.body);
        continue;
      }
      message.receiveCount += 1;
      message.firstReceivedAt ??= now;
      message.visibleAt = now + this.props.visibilityTimeoutSeconds * 1000;
      message.receiptHandle = `${message.id}:${randomUUID()}`;
      received.push({
        messageId: message.id,
        receiptHandle: message.receiptHandle,
        body: message.body,
        receiveCount: message.receiveCount,
        sentAt: message.sentAt,
        firstReceivedAt: message.firstReceivedAt,
      });
    }
    return received;
  }

  /** Deletes a message by its latest receipt handle (a stale handle is ignored, as in SQS). */
  delete(receiptHandle: string): void {
    const message = this.byReceipt(receiptHandle);
    if (message) this.messages.delete(message.id);
  }

  /** Changes when a received message becomes visible again. */
  changeVisibility(receiptHandle: string, seconds: number): void {
    const message = this.byReceipt(receiptHandle);
    if (!message) throw new Error('ReceiptHandleIsInvalid');
    message.visibleAt = this.props.clock.now() + seconds * 1000;
  }

  /** Messages stored now (visible or in flight). */
  get depth(): number {
    return this.messages.size;
  }

  /** Bodies of every stored message (for inspection endpoints and tests). */
  peek(): string[] {
    return [...this.messages.values()].map((message) => message.body);
  }

  private byReceipt(receiptHandle: string): StoredMessage | undefined {
    const message = this.messages.get(receiptHandle.split(':')[0]!);
    return message?.receiptHandle === receiptHandle ? message : undefined;
  }
}
