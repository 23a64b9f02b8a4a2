import {
  DescribeStreamCommand,
  type DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { invokeInProcess, type HandlerInvoker } from './handler-loader';

export interface StreamEventSourceProps {
  readonly client: DynamoDBStreamsClient;
  readonly streamArn: string;
  /** The function's name (logs, Lambda context) and the handler the invoker runs. */
  readonly functionName: string;
  readonly handler: string;
  readonly batchSize: number;
  /** The mapping's filter criteria: records it rejects are skipped, as Lambda drops them. */
  readonly select: (record: _Record) => boolean;
  readonly region: string;
  /** File keeping the last processed sequence number per shard, so a restart resumes (outbox guarantee). */
  readonly checkpointFile?: string;
  /** @default 100 */
  readonly pollIntervalMs?: number;
  /** Runs the handler: in a worker thread (the pipeline's), or in this process. @default invokeInProcess */
  readonly invoke?: HandlerInvoker;
  /** Test hook: when it returns true a processed batch is not checkpointed (crash before acknowledging). */
  readonly dropAcknowledgement?: () => boolean;
  /** Test hook: while true the stream is not read (a relay that is down). */
  readonly paused?: () => boolean;
}

/** GetRecords' largest page. */
const RECORDS_PER_READ = 1000;

/**
 * Lambda's DynamoDB stream event source mapping: reads every shard in order, applies the
 * consumer's filter criteria, invokes the handler, and on `batchItemFailures` retries from the
 * failed record, so records are processed at least once and in order per shard.
 */
export class StreamEventSource {
  private stopped = false;
  private loop: Promise<void> | undefined;
  private readonly checkpoints: Record<string, string>;
  private readonly iterators = new Map<string, string | undefined>();

  constructor(private readonly props: StreamEventSourceProps) {
    this.checkpoints =
      props.checkpointFile && existsSync(props.checkpointFile)
        ? JSON.parse(readFileSync(props.checkpointFile, 'utf8'))
        : {};
  }

  start(): void {
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        const busy = !this.props.paused?.() && (await this.pollOnce());
        if (!busy) await sleep(this.props.pollIntervalMs ?? 100);
      } catch (error) {
        if (!this.stopped) console.error('[stream] poll failed; retrying', error);
        await sleep(500);
      }
    }
  }

  private async pollOnce(): Promise<boolean> {
    const { StreamDescription } = await this.props.client.send(
      new DescribeStreamCommand({ StreamArn: this.props.streamArn }),
    );
    let busy = false;
    for (const shard of StreamDescription?.Shards ?? []) {
      const shardId = shard.ShardId!;
      if (this.iterators.has(shardId) && this.iterators.get(shardId) === undefined) continue; // closed and drained
      const iterator = this.iterators.get(shardId) ?? (await this.iteratorFor(shardId));
      const page = await this.props.client.send(
        new GetRecordsCommand({ ShardIterator: iterator, Limit: RECORDS_PER_READ }),
      );
      const records = page.Records ?? [];
      // Poll again at once only when there was work for the handler or more to read: a mapping whose
      // filter rejected a partial page is caught up, and waits its poll interval as Lambda's pollers
      // do, instead of re-reading every write of a busy table (DynamoDB Local serves these reads
      // from the same process that takes the pipeline's writes).
      if (records.length === RECORDS_PER_READ || records.some(this.props.select)) busy = true;
      if (records.length > 0) {
        const done = await this.process(records);
        if (done > 0 && done < records.length) this.checkpoint(shardId, records[done - 1]!.dynamodb!.SequenceNumber!);
        if (done < records.length || this.props.dropAcknowledgement?.()) {
          // Not acknowledged: read again after the last checkpoint, exactly as Lambda retries a batch.
          this.iterators.set(shardId, await this.iteratorFor(shardId));
          continue;
        }
        this.checkpoint(shardId, records.at(-1)!.dynamodb!.SequenceNumber!);
      }
      this.iterators.set(shardId, page.NextShardIterator);
    }
    return busy;
  }

  /** Invokes the handler for the records that pass the filter; returns how many records are done. */
  private async process(records: _Record[]): Promise<number> {
    const selected = records.filter(this.props.select);
    for (let start = 0; start < selected.length; start += this.props.batchSize) {
      const batch = selected.slice(start, start + this.props.batchSize);
      const event: DynamoDBStreamEvent = { Records: batch.map((record) => this.toLambdaRecord(record)) };
      const invoke = this.props.invoke ?? invokeInProcess;
      let failedSequence: string | undefined;
      try {
        const response = (await invoke(this.props.handler, event, {
          functionName: this.props.functionName,
          timeoutMs: 30_000,
        })) as DynamoDBBatchResponse | undefined;
        failedSequence = response?.batchItemFailures?.[0]?.itemIdentifier;
      } catch (error) {
        console.error(`[stream] ${this.props.functionName} failed; retrying the batch`, error);
        failedSequence = batch[0]!.dynamodb!.SequenceNumber;
      }
      if (failedSequence !== undefined) {
        await sleep(200);
        return records.findIndex((record) => record.dynamodb?.SequenceNumber === failedSequence);
      }
    }
    return records.length;
  }

  private toLambdaRecord(record: _Record): DynamoDBRecord {
    return {
      eventID: record.eventID,
      eventName: record.eventName as DynamoDBRecord['eventName'],
      eventVersion: record.eventVersion,
      eventSource: 'aws:dynamodb',
      awsRegion: this.props.region,
      dynamodb: {
        ApproximateCreationDateTime: record.dynamodb?.ApproximateCreationDateTime
          ? Math.floor(new Date(record.dynamodb.ApproximateCreationDateTime).getTime() / 1000)
          : undefined,
        Keys: record.dynamodb?.Keys as never,
        NewImage: record.dynamodb?.NewImage as never,
        OldImage: record.dynamodb?.OldImage as never,
        SequenceNumber: record.dynamodb?.SequenceNumber,
        SizeBytes: record.dynamodb?.SizeBytes,
        StreamViewType: record.dynamodb?.StreamViewType as never,
      },
      eventSourceARN: this.props.streamArn,
    };
  }

  private async iteratorFor(
    shardId: string,
    afterSequence: string | undefined = this.checkpoints[shardId],
  ): Promise<string | undefined> {
    const { ShardIterator } = await this.props.client.send(
      new GetShardIteratorCommand({
        StreamArn: this.props.streamArn,
        ShardId: shardId,
        ...(afterSequence
          ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: afterSequence }
          : { ShardIteratorType: 'TRIM_HORIZON' }),
      }),
    );
    return ShardIterator;
  }

  private checkpoint(shardId: string, sequenceNumber: string): void {
    this.checkpoints[shardId] = sequenceNumber;
    if (this.props.checkpointFile) replaceFile(this.props.checkpointFile, JSON.stringify(this.checkpoints));
  }
}

/** Writes a whole new version of a file (temporary file, fsync, rename): a kill leaves the old or the new one, never half. */
function replaceFile(file: string, contents: string): void {
  const fd = openSync(`${file}.tmp`, 'w');
  writeSync(fd, contents);
  fsyncSync(fd);
  closeSync(fd);
  renameSync(`${file}.tmp`, file);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
