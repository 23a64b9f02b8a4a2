import type { DeliveryRun } from './bench-results';

/** A delivery run's name in the report and as a target's subject, e.g. `paced 200/s · 50 subscriptions`. */
export function deliveryRunLabel(run: DeliveryRun): string {
  const subscriptions = `${run.subscriptions} subscription${run.subscriptions === 1 ? '' : 's'}`;
  const mode = { sequential: 'one at a time', burst: 'burst', paced: `paced ${run.targetDeliveriesPerSecond}/s` }[
    run.mode
  ];
  return `${mode} · ${subscriptions}`;
}

/** The fan-out run's name in the report and as a target's subject. */
export function fanOutLabel(subscriptions: number): string {
  return `one event × ${subscriptions} subscriptions`;
}
