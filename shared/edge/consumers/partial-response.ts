import { logger } from '../../platform/logger';

/** One record of a batch: the identifier Lambda knows it by, and what its handler is given. */
export interface BatchRecord<T> {
  /** A queue message's id, or a stream record's sequence number. */
  readonly id: string;
  readonly value: T;
}

/** What Lambda reads back from a consumer with ReportBatchItemFailures. */
export interface PartialBatchResponse {
  batchItemFailures: { itemIdentifier: string }[];
}

/** How {@link processPartialResponse} runs a batch and reports a failed record. */
export interface PartialResponseOptions<T> {
  /**
   * Stream order: records run one after another and the batch stops at the first failure, which
   * is the record the stream resumes from. Otherwise (a queue) every record runs, side by side,
   * and each failure is reported on its own.
   */
  readonly inOrder: boolean;
  /** Logged, with the error and {@link failureFields}, when a record fails. */
  readonly failureMessage: string;
  /** @default - no fields beyond the error */
  readonly failureFields?: (value: T) => Record<string, unknown>;
  /**
   * Records of one key are handled once per batch: once one succeeds the others are done (one
   * write's several outbox records need one follow-up).
   * @default - every record is handled
   */
  readonly onceBy?: (value: T) => string;
}

/**
 * The Powertools batch pattern: runs `handleRecord` per record, catches each failure, logs it and
 * answers the failed records as `batchItemFailures`, so Lambda retries only those (a queue) or
 * resumes from the first of them (a stream) instead of the whole batch.
 */
export async function processPartialResponse<T>(
  records: readonly BatchRecord<T>[],
  handleRecord: (value: T) => Promise<unknown>,
  options: PartialResponseOptions<T>,
): Promise<PartialBatchResponse> {
  const done = new Set<string>();
  const run = async (record: BatchRecord<T>): Promise<boolean> => {
    const key = options.onceBy?.(record.value);
    if (key !== undefined && done.has(key)) return true;
    try {
      await handleRecord(record.value);
      if (key !== undefined) done.add(key);
      return true;
    } catch (error) {
      logger.error(options.failureMessage, { ...options.failureFields?.(record.value), error: error as Error });
      return false;
    }
  };
  if (options.inOrder) {
    for (const record of records) if (!(await run(record))) return failures([record.id]);
    return failures([]);
  }
  const outcomes = await Promise.all(records.map(run));
  return failures(records.filter((_record, index) => !outcomes[index]).map((record) => record.id));
}

/** The response reporting `ids` as failed. */
export function failures(ids: readonly string[]): PartialBatchResponse {
  return { batchItemFailures: ids.map((itemIdentifier) => ({ itemIdentifier })) };
}
