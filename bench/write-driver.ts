/** How the writes of one delivery run are issued. */
export interface DriveOptions {
  /** Writes to issue. */
  readonly count: number;
  /** Writes started per second on a fixed schedule; null starts each as soon as a slot frees (a burst). */
  readonly perSecond: number | null;
  /** Writes in flight at most: a server slower than the schedule makes it slip rather than pile up requests. */
  readonly maxInFlight: number;
  /** No write starts after this many seconds, so a slow server cannot stretch the run. */
  readonly maxSeconds: number;
}

/** What was issued. */
export interface DriveResult {
  /** Writes started (fewer than `count` when `maxSeconds` cut the schedule short). */
  readonly started: number;
  /** Seconds from the first start to the last completion. */
  readonly seconds: number;
}

/**
 * Issues `write(0…count-1)`: open loop on a fixed schedule (write i starts at i / perSecond, or as
 * soon as one of `maxInFlight` slots frees) or as a burst. Waits for every started write; the first
 * failure is rethrown after they have all settled, so nothing is left running.
 */
export async function driveWrites(
  options: DriveOptions,
  write: (index: number) => Promise<void>,
): Promise<DriveResult> {
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  let failure: unknown;
  let count = 0;
  for (; count < options.count && failure === undefined; count++) {
    if (options.perSecond !== null) {
      const wait = started + (count * 1000) / options.perSecond - performance.now();
      if (wait > 0) await sleep(wait);
    }
    while (inFlight.size >= options.maxInFlight) await Promise.race(inFlight);
    if (performance.now() - started > options.maxSeconds * 1000) break;
    const running: Promise<void> = write(count)
      .catch((error: unknown) => {
        failure ??= error;
      })
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  }
  await Promise.all(inFlight);
  if (failure !== undefined) throw failure;
  return { started: count, seconds: (performance.now() - started) / 1000 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
