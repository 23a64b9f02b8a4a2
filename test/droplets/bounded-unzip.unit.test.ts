import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { UnzipRefused, unzipBounded } from '../../shared/domains/droplets/bounded-unzip';
import { craftZip } from '../helpers/crafted-zip';

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
