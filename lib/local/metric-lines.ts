import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** Whether a console line is a CloudWatch EMF record (what Powertools Metrics prints per emission). */
export function isMetricLine(line: string): boolean {
  return line.startsWith('{') && line.includes('"_aws"') && line.includes('"CloudWatchMetrics"');
}

/**
 * Sends the EMF lines written to `stream` to `file` instead, so `npm start`'s console keeps one
 * readable line per request: the functions print a metric line per request and per delivery
 * attempt, which CloudWatch reads in AWS but a person at the terminal does not. Every other line
 * passes through unchanged. Patches `write` because the handler worker threads' output reaches
 * the terminal through this thread's `process.stdout`. Returns the function that restores it.
 */
export function divertMetricLines(stream: NodeJS.WriteStream, file: string): () => void {
  mkdirSync(dirname(file), { recursive: true });
  const write = stream.write.bind(stream);
  stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (!text.includes('"_aws"')) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    const lines = text.split(/(?<=\n)/);
    const metrics = lines.filter((line) => isMetricLine(line));
    if (metrics.length > 0)
      appendFileSync(file, metrics.map((line) => (line.endsWith('\n') ? line : `${line}\n`)).join(''));
    const kept = lines.filter((line) => !isMetricLine(line)).join('');
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (kept.length === 0) {
      callback?.();
      return true;
    }
    return (write as (...args: unknown[]) => boolean)(kept, ...rest);
  }) as typeof stream.write;
  return () => {
    stream.write = write as typeof stream.write;
  };
}
