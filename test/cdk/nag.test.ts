import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { fallbackRoute, manifest } from '../../functions/manifest';
import {
  acceptedFindings,
  nagAcknowledgements,
  unacceptedFindings,
  type NagViolation,
} from '../../lib/nag-acknowledgements';
import { synthesize, syntheticRoutes, type SynthAppOptions } from './synth';

/** Every violation the AwsSolutions and Serverless packs report over the synthesized app. */
function nagViolations(options: SynthAppOptions): NagViolation[] {
  const { app } = synthesize(options, { nag: true });
  return [new AwsSolutionsChecks(), new ServerlessChecks()].flatMap((pack) =>
    pack.validateScope(app).violations.flatMap((violation) =>
      violation.violatingResources.map((resource) => ({
        ruleName: violation.ruleName,
        constructPath: resource.constructPath ?? resource.resourceLogicalId ?? '(unknown)',
      })),
    ),
  );
}

const describeViolation = ({ ruleName, constructPath }: NagViolation) => `${ruleName} at ${constructPath}`;

describe('cdk-nag (AwsSolutions and Serverless packs)', () => {
  it.each<[string, SynthAppOptions]>([
    ['the deployable layout', { routes: manifest }],
    [
      'the deployable layout with a storefront domain',
      { routes: manifest, storefront: { domain: 'shops.example.com', hostedZoneId: 'Z0123456789ABC' } },
    ],
    [
      'the deployable layout with 120 routes on three surfaces',
      { routes: syntheticRoutes(120, ['admin', 'storefront', 'checkout'], fallbackRoute) },
    ],
  ])('finds nothing unacknowledged in %s', (_label, options) => {
    const violations = nagViolations(options);
    expect(violations.length, 'the packs ran and reported the accepted per-finding wildcards').toBeGreaterThan(0);
    expect(unacceptedFindings(violations).map(describeViolation)).toEqual([]);
  });

  it('fails on a finding nobody accepted', () => {
    const made: NagViolation = {
      ruleName: 'AwsSolutions-IAM5[Resource::arn:aws:s3:::some-other-bucket/*]',
      constructPath: 'X/getCompany/Function/Handler/ServiceRole/DefaultPolicy/Resource',
    };
    const plain: NagViolation = { ruleName: 'AwsSolutions-SQS4', constructPath: 'X/Queue/Resource' };
    expect(unacceptedFindings([made, plain])).toEqual([made, plain]);
  });

  it('gives every acknowledgement and acceptance a written reason', () => {
    for (const entry of [...nagAcknowledgements, ...acceptedFindings])
      expect(entry.reason.length, entry.rule).toBeGreaterThan(40);
  });
});
