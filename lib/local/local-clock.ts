/**
 * The emulators' clock: real time plus an offset tests (and curious humans) can advance through
 * `POST /_local/pipeline/advance`, so a 5-minute retry backoff can be observed in milliseconds.
 */
export class LocalClock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}
