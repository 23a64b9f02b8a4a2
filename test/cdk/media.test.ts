import { describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { incompleteUploadDays, pendingUploadDays, uploadPrefixes } from '../../lib/constructs/media-storage';
import { PENDING_UPLOAD_TAG } from '../../shared/platform/uploads/pending-upload-tag';
import { imageKey } from '../../shared/domains/company-events/event-images';
import { logicalIdOf, refersTo } from './functions';
import { resourcesOf, synthesize } from './synth';

const app = synthesize({ routes: manifest });
const core = app.stack('CommercePlatform-Core');
const buckets = core.template.findResources('AWS::S3::Bucket');
const [bucketId, bucket] = Object.entries(buckets).find(([, b]) => b.Properties.CorsConfiguration)!;
const [logsId, logs] = Object.entries(buckets).find(([id]) => id !== bucketId)!;
const bucketPolicy = Object.values(core.template.findResources('AWS::S3::BucketPolicy')).find((p) =>
  refersTo(p.Properties.Bucket, bucketId),
)!.Properties.PolicyDocument.Statement;

describe('access logs', () => {
  it("receive the bucket's server access logs and the CDN's logs, expire after 90 days and are private", () => {
    expect(bucket.Properties.LoggingConfiguration).toMatchObject({
      DestinationBucketName: { Ref: logsId },
      LogFilePrefix: 'media-bucket/',
    });
    const [distribution] = Object.values(core.template.findResources('AWS::CloudFront::Distribution'));
    expect(refersTo(distribution!.Properties.DistributionConfig.Logging.Bucket, logsId)).toBe(true);
    expect(distribution!.Properties.DistributionConfig.Logging.Prefix).toBe('cdn/');
    expect(logs.Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ ExpirationInDays: 90, Status: 'Enabled' }),
    );
    expect(logs.Properties.PublicAccessBlockConfiguration).toMatchObject({
      BlockPublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });
});

describe('media bucket', () => {
  it('is one of two buckets (with its access logs), blocks every kind of public access and is retained', () => {
    core.template.resourceCountIs('AWS::S3::Bucket', 2);
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket).toMatchObject({ DeletionPolicy: 'RetainExceptOnCreate', UpdateReplacePolicy: 'Retain' });
  });

  it('refuses requests without TLS', () => {
    expect(bucketPolicy).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
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
    expect(imageKey(42, 'img_0123.jpg').startsWith(uploadPrefixes['event-image-uploads'])).toBe(true);
  });

  it('expires uploads still tagged pending (never attached) after pendingUploadDays, and nothing else', () => {
    const expiring = bucket.Properties.LifecycleConfiguration.Rules.filter(
      (rule: any) => rule.ExpirationInDays !== undefined,
    );
    expect(expiring).toEqual([
      expect.objectContaining({
        ExpirationInDays: pendingUploadDays,
        Status: 'Enabled',
        TagFilters: [{ Key: PENDING_UPLOAD_TAG.key, Value: PENDING_UPLOAD_TAG.value }],
      }),
    ]);
    expect(expiring[0].Prefix).toBeUndefined();
  });

  it('lets S3 discard multipart uploads nobody completed', () => {
    expect(bucket.Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: incompleteUploadDays },
        Status: 'Enabled',
      }),
    );
  });
});

describe('MEDIA_URL_PREFIX', () => {
  it("is the CDN's https origin with a trailing slash, on every function", () => {
    const distributionId = logicalIdOf(core, 'AWS::CloudFront::Distribution', () => true);
    for (const { resource } of resourcesOf(app.stacks, 'AWS::Lambda::Function')) {
      const prefix = resource.Properties.Environment.Variables.MEDIA_URL_PREFIX;
      expect(prefix['Fn::Join'][1][0]).toBe('https://');
      expect(prefix['Fn::Join'][1].at(-1)).toBe('/');
      expect(refersTo(prefix, distributionId)).toBe(true);
    }
  });
});
