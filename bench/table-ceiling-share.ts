import type { DeliveryRun } from './bench-results';

/**
 * A burst's delivery rate next to what the table allows: DynamoDB Local's measured write ceiling
 * (UpdateItems/s, same run) divided by the run's measured pipeline table calls per delivery. A
 * burst's events are committed before the pipeline is released (webhook-deliveries.ts), so the
 * API's calls do not share its window. Locally the table, not the code, bounds a burst, so this
 * share is how close the pipeline comes.
 */
export interface TableCeilingShare {
  /** The pipeline's table calls per delivery. */
  readonly callsPerDelivery: number;
  /** Write ceiling ÷ calls per delivery. */
  readonly ceilingDeliveriesPerSecond: number;
  /** The run's deliveries/s ÷ that ceiling (issue 25 §4: ≥ 0.8). */
  readonly share: number;
}

/** The table ceiling share of a run, given the run's write ceiling (UpdateItems/s). */
export function tableCeilingShare(run: Pick<DeliveryRun, 'deliveriesPerSecond' | 'dynamodb'>, writeCeiling: number): TableCeilingShare {
  const callsPerDelivery = run.dynamodb.callsPerDelivery;
  const ceilingDeliveriesPerSecond = writeCeiling / callsPerDelivery;
  return { callsPerDelivery, ceilingDeliveriesPerSecond, share: run.deliveriesPerSecond / ceilingDeliveriesPerSecond };
}
