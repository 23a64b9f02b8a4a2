import { describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { companyEventImagesPrefix } from '../../lib/constructs/media-storage';
import { imageKey } from '../../shared/company-events/event-images';
import { logicalIdOf, refersTo } from './functions';
import { resourcesOf, synthesize } from './synth';

const app = synthesize({ routes: manifest });
const core = app.stack('CommercePlatform-Core');
const [, bucket] = Object.entries(core.template.findResources('AWS::S3::Bucket'))[0]!;
const bucketPolicy = Object.values(core.template.findResources('AWS::S3::BucketPolicy'))[0]!.Properties.PolicyDocument.Statement;

describe('media bucket', () => {
  it('is the only bucket, blocks every kind of public access and is retained', () => {
    core.template.resourceCountIs('AWS::S3::Bucket', 1);
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  it('refuses requests without TLS', () => {
    expect(bucketPolicy).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it('accepts browser POST uploads from any origin, and no other cross-origin method', () => {
    expect(bucket.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({ AllowedOrigins: ['*'], AllowedMethods: ['POST'] }),
    ]);
  });

  it('is read only by its CDN, through origin access control', () => {
    const reads = bucketPolicy.filter((statement: any) => statement.Effect === 'Allow');
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ Action: 's3:GetObject', Principal: { Service: 'cloudfront.amazonaws.com' } });
    const distributionId = logicalIdOf(core, 'AWS::CloudFront::Distribution', () => true);
    expect(refersTo(reads[0].Condition, distributionId)).toBe(true);
    core.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: { DefaultCacheBehavior: { ViewerProtocolPolicy: 'redirect-to-https' } },
    });
  });

  it('stores company event images under the prefix uploads are granted on', () => {
    expect(imageKey(42, 'img_0123.jpg').startsWith(companyEventImagesPrefix)).toBe(true);
  });
});

describe('MEDIA_URL_PREFIX', () => {
  it('is the CDN\'s https origin with a trailing slash, on every function', () => {
    const distributionId = logicalIdOf(core, 'AWS::CloudFront::Distribution', () => true);
    for (const { resource } of resourcesOf(app.stacks, 'AWS::Lambda::Function')) {
      const prefix = resource.Properties.Environment.Variables.MEDIA_URL_PREFIX;
      expect(prefix['Fn::Join'][1][0]).toBe('https://');
      expect(prefix['Fn::Join'][1].at(-1)).toBe('/');
      expect(refersTo(prefix, distributionId)).toBe(true);
    }
  });
});
