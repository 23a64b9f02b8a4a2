import type { DeliveryRun } from './bench-results';

/**
 * A burst's delivery rate next to what the table allows: DynamoDB Local spends its throughput per
 * item written, not per call, so the ceiling is the write ceiling probed right before the run
 * (items/s) divided by the pipeline's item writes per delivery. Locally the table, not the code,
 * bounds a burst, so this share is how close the pipeline comes. Reads are not charged against it;
 * `readCallsPerDelivery` is reported beside it.
 */
export interface TableCeilingShare {
  /** Items/s the table sustained (UpdateItems, concurrent) on the idle pipeline right before the run. */
  readonly writeCeiling: number;
  /**
   * Items the pipeline wrote per delivery within the run's window, release to last arrival (a
   * TransactWriteItems counts its items, a BatchWriteItem its requests; the relay's outbox deletes
   * that land after the last arrival are in the run's own itemWritesPerDelivery, not here).
   */
  readonly itemWritesPerDelivery: number;
  /** Write ceiling (items/s) ÷ item writes per delivery: the deliveries/s the table allows. */
  readonly ceilingDeliveriesPerSecond: number;
  /** The run's deliveries/s ÷ that ceiling (target: ≥ 0.8). */
  readonly share: number;
  /** The pipeline's read commands per delivery (GetItem, BatchGetItem, Query), not charged against the ceiling. */
  readonly readCallsPerDelivery: number;
  /**
   * The same computed per call, as the bench did before: it credits a 100-item transaction as one
   * write, so it overstates the ceiling of a batched pipeline and understates its share. Reported
   * for comparison with earlier results, not a target.
   */
  readonly byCalls: {
    readonly callsPerDelivery: number;
    readonly ceilingDeliveriesPerSecond: number;
    readonly share: number;
  };
}

/** What the share needs of a run: its rate and its pipeline's table traffic per delivery. */
export type CeilingInputs = Pick<DeliveryRun, 'deliveriesPerSecond'> & {
  readonly dynamodb: Pick<DeliveryRun['dynamodb'], 'callsPerDelivery' | 'perDeliveryByCommand'> & {
    readonly itemWritesPerDelivery: number;
  };
};

const READ_COMMANDS = ['GetItem', 'BatchGetItem', 'Query', 'Scan'];

/** The table ceiling share of a run, given the run's write ceiling (UpdateItems/s: one item each). */
export function tableCeilingShare(run: CeilingInputs, writeCeiling: number): TableCeilingShare {
  const { callsPerDelivery, itemWritesPerDelivery, perDeliveryByCommand } = run.dynamodb;
  const ceilingDeliveriesPerSecond = writeCeiling / itemWritesPerDelivery;
  const callsCeiling = writeCeiling / callsPerDelivery;
  return {
    writeCeiling,
    itemWritesPerDelivery,
    ceilingDeliveriesPerSecond,
    share: run.deliveriesPerSecond / ceilingDeliveriesPerSecond,
    readCallsPerDelivery: READ_COMMANDS.reduce((sum, command) => sum + (perDeliveryByCommand[command] ?? 0), 0),
    byCalls: {
      callsPerDelivery,
      ceilingDeliveriesPerSecond: callsCeiling,
      share: run.deliveriesPerSecond / callsCeiling,
    },
  };
}
