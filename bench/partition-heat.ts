import type { PartitionWrites } from '../lib/local/partition-writes';
import { partitionLimits } from './aws-prices';

/** The write load of one run's busiest partition keys, per event written. */
export interface PartitionHeat {
  /** The hottest key's pattern (ids as `<id>`), e.g. `table:COMPANY#<id>#DELIVERIES#7`. */
  readonly hottestKey: string;
  /** Its write units per event written in the run. */
  readonly unitsPerEvent: number;
  /** Events/s per company at which that key reaches a partition's write limit (1,000 WCU/s). */
  readonly eventsPerSecondCeiling: number;
  /** The five hottest keys (patterns) with their units per event. */
  readonly top: ReadonlyArray<{ readonly key: string; readonly unitsPerEvent: number }>;
}

/** Write units per key between two readings of cumulative totals. */
export function writesBetween(before: PartitionWrites, after: PartitionWrites): PartitionWrites {
  return Object.fromEntries(
    Object.entries(after)
      .map(([key, units]) => [key, units - (before[key] ?? 0)])
      .filter(([, units]) => (units as number) > 0),
  );
}

/** The hottest keys of `writes` (one run's) per event; null when nothing was written. */
export function partitionHeat(writes: PartitionWrites, events: number): PartitionHeat | null {
  const ranked = Object.entries(writes).sort(([, a], [, b]) => b - a);
  if (ranked.length === 0 || events === 0) return null;
  const top = ranked.slice(0, 5).map(([key, units]) => ({ key: keyPattern(key), unitsPerEvent: units / events }));
  return {
    hottestKey: top[0]!.key,
    unitsPerEvent: top[0]!.unitsPerEvent,
    eventsPerSecondCeiling: partitionLimits.writeUnitsPerSecond / top[0]!.unitsPerEvent,
    top,
  };
}

/** A key with its ids replaced, so a report names the kind of key (the ids are the run's own). */
function keyPattern(key: string): string {
  return key.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f-]{27,}/gi, '<id>').replace(/\d{5,}/g, '<id>');
}
