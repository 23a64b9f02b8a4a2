import { existsSync, readFileSync, writeFileSync, renameSync } from 'node:fs';

/**
 * The emulators' clock: real time plus an offset tests (and curious humans) can advance through
 * `POST /_local/pipeline/advance`, so a 5-minute retry backoff can be observed in milliseconds.
 * With a `file` the offset survives a restart, so journaled visibility times keep their meaning.
 */
export class LocalClock {
  private offsetMs = 0;

  constructor(private readonly file?: string) {
    if (file && existsSync(file)) this.offsetMs = Number(JSON.parse(readFileSync(file, 'utf8')).offset_ms) || 0;
  }

  now(): number {
    return Date.now() + this.offsetMs;
  }

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
    if (!this.file) return;
    writeFileSync(`${this.file}.tmp`, JSON.stringify({ offset_ms: this.offsetMs }));
    renameSync(`${this.file}.tmp`, this.file);
  }
}
