import type { DeliveryRun } from './bench-results';

/**
 * A burst's delivery rate next to what the table allows: DynamoDB Local's measured write ceiling
 * (UpdateItems/s, same run) divided by the run's measured table calls per delivery, end to end
 * (the pipeline's per delivery plus the API's per event shared by the event's subscriptions).
 * Locally the table, not the code, bounds a burst, so this share is how close the pipeline comes.
 */
export interface TableCeilingShare {
  /** Table calls per delivery: pipeline + API per event ÷ subscriptions. */
  readonly callsPerDelivery: number;
  /** Write ceiling ÷ calls per delivery. */
  readonly ceilingDeliveriesPerSecond: number;
  /** The run's deliveries/s ÷ that ceiling (issue 25 §4: ≥ 0.8). */
  readonly share: number;
}

/** The table ceiling share of a run, given the run's write ceiling (UpdateItems/s). */
export function tableCeilingShare(run: Pick<DeliveryRun, 'subscriptions' | 'deliveriesPerSecond' | 'dynamodb'>, writeCeiling: number): TableCeilingShare {
  const callsPerDelivery = run.dynamodb.callsPerDelivery + run.dynamodb.apiCallsPerEvent / run.subscriptions;
  const ceilingDeliveriesPerSecond = writeCeiling / callsPerDelivery;
  return { callsPerDelivery, ceilingDeliveriesPerSecond, share: run.deliveriesPerSecond / ceilingDeliveriesPerSecond };
}
