import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { UnzipRefused, unzipBounded } from '../../shared/domains/droplets/bounded-unzip';
import { MAX_PACKAGE_ENTRIES, MAX_UNPACKED_BYTES } from '../../shared/domains/droplets/extension-package';
import { craftZip } from '../helpers/crafted-zip';
import type { ProbeAnswer, ProbeRequest } from './unzip-probe';

const limits = { maxEntries: 20, maxBytes: 64 * 1024 };
const filler = (bytes: number) => new Uint8Array(bytes).fill(0x61);

/** Zips the fuzzer starts from: honest ones of both methods, and hostile ones of every kind. */
const seeds = [
  zipSync({ 'extension.json': strToU8('{"a":1}'), 'w/x.liquid': strToU8('<p>x</p>'.repeat(50)) }),
  zipSync({ 'a/': new Uint8Array(0), 'a/b.txt': filler(3000) }, { level: 0 }),
  craftZip([{ name: 'big', data: filler(30_000), declaredSize: 0 }]),
  craftZip([{ name: 'bomb', data: new Uint8Array(5_000_000), method: 'deflate', declaredSize: 10 }]),
  craftZip([{ name: 's', data: filler(2_000) }], [{ name: 't', of: 's' }]),
  craftZip(Array.from({ length: 30 }, (_, index) => ({ name: `${'d/'.repeat(100)}${index}`, data: filler(1) }))),
];

describe('unzipBounded: whatever the bytes, it answers files within the limits or refuses', () => {
  it('holds for mutated and truncated seeds, each quickly', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...seeds),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        fc.nat(),
        async (seed, flips, cut) => {
          const zip = seed.slice(0, cut % 4 === 0 ? seed.length - (cut % seed.length) : seed.length);
          for (const [at, value] of flips) if (zip.length > 0) zip[at % zip.length] = value;
          const started = performance.now();
          try {
            const files = await unzipBounded(zip, limits);
            expect(files.size).toBeLessThanOrEqual(limits.maxEntries);
            const unpacked = [...files.values()].reduce((sum, bytes) => sum + bytes.length, 0);
            expect(unpacked).toBeLessThanOrEqual(limits.maxBytes);
          } catch (error) {
            expect(error).toBeInstanceOf(UnzipRefused);
          }
          expect(performance.now() - started).toBeLessThan(1_000);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses each hostile seed as it is', async () => {
    for (const seed of seeds.slice(2)) await expect(unzipBounded(seed, limits)).rejects.toBeInstanceOf(UnzipRefused);
    expect((await unzipBounded(seeds[0]!, limits)).get('w/x.liquid')).toHaveLength(400);
  });
});

/** A child process unpacking what it is sent, reporting time and peak memory (unzip-probe.ts). */
function startProbe() {
  const child = fork(fileURLToPath(new URL('./unzip-probe.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const unpack = (zip: Uint8Array, naive = false) =>
    new Promise<ProbeAnswer>((resolve, reject) => {
      child.once('message', (answer) => resolve(answer as ProbeAnswer));
      child.once('error', reject);
      child.send({ zip: Buffer.from(zip).toString('base64'), limits: packageLimits, naive } satisfies ProbeRequest);
    });
  return { unpack, stop: () => child.kill() };
}

const packageLimits = { maxEntries: MAX_PACKAGE_ENTRIES, maxBytes: MAX_UNPACKED_BYTES };
/** 128 MB of zeros deflate to about 128 KB: a bomb whose unbounded unpacking is plain in the peak memory. */
const BOMB = new Uint8Array(128 * 1024 * 1024);
/** Peak memory the whole corpus may add over an honest package's (inputs of up to 5 MB and their copies included), half one bomb unpacked. */
const MAX_PEAK_GROWTH_KB = 64 * 1024;

/** A declared size that lies (or not) about `real` bytes. */
const declared = (real: number) =>
  fc.oneof(
    fc.constant(undefined),
    fc.constant(0),
    fc.integer({ min: 0, max: Math.max(0, real - 1) }),
    fc.integer({ min: real + 1, max: real + 5_000 }),
    fc.constant(0xffff_fffe),
  );
const entryName = fc.oneof(
  fc.stringMatching(/^[a-z]{1,12}(\/[a-z]{1,12}){0,3}\.txt$/),
  fc.integer({ min: 20, max: 400 }).map((depth) => `${'deep/'.repeat(depth)}leaf.txt`),
);
const crafted = fc
  .record({
    files: fc.array(
      fc.oneof(
        fc.record({ method: fc.constant('stored' as const), size: fc.integer({ min: 0, max: 1_200_000 }) }),
        fc.record({ method: fc.constant('deflate' as const), size: fc.integer({ min: 0, max: 200_000 }) }),
        fc.record({ method: fc.constant('deflate' as const), size: fc.constant(BOMB.length) }),
      ),
      { minLength: 1, maxLength: 4 },
    ),
    lies: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
    names: fc.array(entryName, { minLength: 4, maxLength: 4 }),
    overlapping: fc.integer({ min: 0, max: 150 }),
    extra: fc.integer({ min: 0, max: 300 }),
  })
  .chain((plan) =>
    fc.tuple(...plan.files.map((file) => declared(file.size))).map((sizes) => {
      const entries = plan.files.map((file, index) => ({
        name: `${index}/${plan.names[index]}`,
        data: file.size === BOMB.length ? BOMB : new Uint8Array(file.size).fill(0x61 + index),
        method: file.method,
        declaredSize: sizes[index],
      }));
      const aliases = Array.from({ length: plan.overlapping }, (_, index) => ({
        name: `alias/${index}`,
        of: entries[0]!.name,
      }));
      const many = Array.from({ length: plan.extra }, (_, index) => ({
        name: `many/${index}.txt`,
        data: new Uint8Array(1),
      }));
      return craftZip([...entries, ...many], aliases);
    }),
  );

describe('a fuzzed corpus of hostile packages: refused or within limits, in bounded time and memory', () => {
  it('stored, deflated, overlapping, lying sizes, many entries, deep paths: each under a second, peak memory bounded', {
    timeout: 120_000,
  }, async () => {
    const corpus = [...seeds, ...fc.sample(crafted, { numRuns: 40, seed: 47 })];
    const probe = startProbe();
    try {
      const honest = await probe.unpack(
        craftZip([{ name: 'padding.txt', data: filler(MAX_UNPACKED_BYTES - 1024), method: 'deflate' }]),
      );
      expect(honest).toMatchObject({ outcome: 'unpacked', bytes: MAX_UNPACKED_BYTES - 1024 });
      const baseline = honest.maxRssKb;
      let refused = 0;
      let last = honest;
      for (const zip of corpus) {
        last = await probe.unpack(zip);
        expect(last.outcome, last.message).not.toBe('failed');
        if (last.outcome === 'refused') refused += 1;
        else {
          expect(last.entries).toBeLessThanOrEqual(MAX_PACKAGE_ENTRIES);
          expect(last.bytes).toBeLessThanOrEqual(MAX_UNPACKED_BYTES);
        }
        expect(last.ms).toBeLessThan(1_000);
      }
      expect(refused).toBeGreaterThan(corpus.length / 2);
      expect(last.maxRssKb - baseline).toBeLessThan(MAX_PEAK_GROWTH_KB);

      // The measurement sees an unpacking that trusts the headers: one bomb passes the bound alone.
      // Twice the bomb: how much of an inflated buffer stays resident varies with the collector.
      const naive = await probe.unpack(
        craftZip([{ name: 'bomb', data: new Uint8Array(2 * BOMB.length), method: 'deflate' }]),
        true,
      );
      expect(naive.maxRssKb - baseline).toBeGreaterThan(MAX_PEAK_GROWTH_KB);
    } finally {
      probe.stop();
    }
  });
});
