import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { invokeInProcess, type HandlerInvoker } from './handler-loader';
import type { LocalQueue } from './local-queue';

export interface QueueEventSourceProps {
  readonly queue: LocalQueue;
  /** Handler module under functions/. */
  readonly handler: string;
  readonly functionName: string;
  readonly batchSize: number;
  readonly maxConcurrency: number;
  readonly timeoutSeconds: number;
  readonly region: string;
  /** Poll interval when the queue is idle. @default 50 */
  readonly pollIntervalMs?: number;
  /** Runs the handler: in a worker thread (the pipeline's), or in this process. @default invokeInProcess */
  readonly invoke?: HandlerInvoker;
  /** Test hook: when it returns true the batch is processed but not acknowledged (a crash before the delete). */
  readonly dropAcknowledgement?: () => boolean;
}

/**
 * Lambda's SQS event source mapping: polls the queue, invokes the handler with an SQSEvent batch,
 * deletes the messages that succeeded and leaves `batchItemFailures` (and whole failed batches) to
 * reappear after their visibility timeout. Up to `maxConcurrency` batches run at once (the
 * mapping's maximum concurrency, as CDK deploys it); a finished batch's slot polls again at once,
 * and the poll interval only paces an idle queue.
 */
export class QueueEventSource {
  private timer: NodeJS.Timeout | undefined;
  private inFlight = 0;
  private stopped = false;
  private readonly running = new Set<Promise<void>>();
  /** Messages whose last receive the handler failed and that no later receive acknowledged. */
  private readonly failing = new Set<string>();

  constructor(private readonly props: QueueEventSourceProps) {}

  /**
   * Messages whose last receive the handler failed (listed in `batchItemFailures`, or its whole
   * batch when it threw) and that no later receive has acknowledged: each comes back after its
   * visibility timeout, and goes to the DLQ after `maxReceiveCount` failed receives. A transient
   * failure that a retry got through is no longer counted.
   */
  get unacknowledgedFailures(): number {
    return this.failing.size;
  }

  start(): void {
    const tick = () => {
      if (this.stopped) return;
      this.poll();
      this.timer = setTimeout(tick, this.props.pollIntervalMs ?? 50);
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.allSettled([...this.running]);
  }

  private poll(): void {
    while (this.inFlight < this.props.maxConcurrency) {
      const batch = this.props.queue.receive(this.props.batchSize);
      if (batch.length === 0) return;
      this.inFlight += 1;
      const run = this.invoke(batch).finally(() => {
        this.inFlight -= 1;
        this.running.delete(run);
        // Lambda's pollers keep polling: a freed slot takes the next batch at once, not at the next idle tick.
        if (!this.stopped) this.poll();
      });
      this.running.add(run);
    }
  }

  private async invoke(batch: ReturnType<LocalQueue['receive']>): Promise<void> {
    const { queue } = this.props;
    const event: SQSEvent = {
      Records: batch.map((message) => ({
        messageId: message.messageId,
        receiptHandle: message.receiptHandle,
        body: message.body,
        attributes: {
          ApproximateReceiveCount: String(message.receiveCount),
          SentTimestamp: String(message.sentAt),
          SenderId: 'local',
          ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt),
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: `arn:aws:sqs:${this.props.region}:000000000000:${queue.props.name}`,
        awsRegion: this.props.region,
      })),
    };
    let failed = new Set(batch.map((message) => message.messageId));
    try {
      const invoke = this.props.invoke ?? invokeInProcess;
      const response = (await invoke(this.props.handler, event, {
        functionName: this.props.functionName,
        timeoutMs: this.props.timeoutSeconds * 1000,
      })) as SQSBatchResponse | undefined;
      failed = new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    } catch (error) {
      console.error(`[queue] ${this.props.functionName} failed; the batch will be retried`, error);
    }
    for (const message of batch) if (failed.has(message.messageId)) this.failing.add(message.messageId);
    if (this.props.dropAcknowledgement?.()) return;
    for (const message of batch) {
      if (failed.has(message.messageId)) continue;
      queue.delete(message.receiptHandle);
      this.failing.delete(message.messageId);
    }
  }
}
