/**
 * A child process that unpacks the zips a test sends it and reports, for each, the outcome, the
 * time taken and the process's peak resident memory so far (`maxRSS`): memory measured apart from
 * the test's own allocations (building the corpus). `naive: true` unpacks with fflate's `unzipSync`,
 * trusting the headers, so a test can show the measurement sees an unbounded unpacking.
 */
import { unzipSync } from 'fflate';
import { UnzipRefused, unzipBounded, type UnzipLimits } from '../../shared/domains/droplets/bounded-unzip';

export interface ProbeRequest {
  zip: string;
  limits: UnzipLimits;
  naive?: boolean;
}
export interface ProbeAnswer {
  outcome: 'unpacked' | 'refused' | 'failed';
  entries: number;
  bytes: number;
  message: string;
  ms: number;
  maxRssKb: number;
}

process.on('message', async (request: ProbeRequest) => {
  const zip = new Uint8Array(Buffer.from(request.zip, 'base64'));
  const started = performance.now();
  let answer: Omit<ProbeAnswer, 'ms' | 'maxRssKb'>;
  try {
    const files = request.naive ? new Map(Object.entries(unzipSync(zip))) : await unzipBounded(zip, request.limits);
    const bytes = [...files.values()].reduce((sum, data) => sum + data.length, 0);
    answer = { outcome: 'unpacked', entries: files.size, bytes, message: '' };
  } catch (error) {
    const refused = error instanceof UnzipRefused;
    answer = { outcome: refused ? 'refused' : 'failed', entries: 0, bytes: 0, message: String(error).slice(0, 300) };
  }
  const ms = performance.now() - started;
  process.send!({ ...answer, ms, maxRssKb: process.resourceUsage().maxRSS } satisfies ProbeAnswer);
});
