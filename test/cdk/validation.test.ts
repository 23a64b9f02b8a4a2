import { describe, expect, it } from 'vitest';
import { fallbackRoute, manifest } from '../../functions/manifest';
import { synthesize, syntheticRoutes, type SynthAppOptions } from './synth';

// cdk.json sets @aws-cdk/core:validateAgainstDefaultRules: a validation error fails the synth.
// The slowest tests here (the validator's WASM engine), so only two layouts are checked.
describe('CloudFormation validation (as run by cdk synth)', () => {
  it.each<[string, SynthAppOptions]>([
    ['the deployable layout', { routes: manifest }],
    [
      'sam mode past 500 resources (limit acknowledged)',
      { routes: syntheticRoutes(120, ['admin'], fallbackRoute), sam: true },
    ],
  ])('passes for %s', { timeout: 180_000 }, (_label, options) => {
    expect(() => synthesize(options, { validate: true })).not.toThrow();
  });
});
