import { describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { ADMIN_PATH, adminIndexCode } from '../../lib/constructs/admin-site';
import { logicalIdOf, refersTo } from './functions';
import { synthesize } from './synth';

const app = synthesize({ routes: manifest });
const api = app.stack('CommercePlatform-Api');
const isAdminCdn = (properties: any) => properties.DistributionConfig.Comment === 'Merchant admin and its API';
const distributionId = logicalIdOf(api, 'AWS::CloudFront::Distribution', isAdminCdn);
const distribution = api.template.findResources('AWS::CloudFront::Distribution')[distributionId]!.Properties
  .DistributionConfig;
const [headersPolicy] = Object.values(api.template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).map(
  (resource) => resource.Properties.ResponseHeadersPolicyConfig,
);
const bucketId = logicalIdOf(api, 'AWS::S3::Bucket', () => true);
const bucket = api.template.findResources('AWS::S3::Bucket')[bucketId]!;

/** Runs the viewer-request function on a path, as CloudFront would. */
function viewerRequest(uri: string): {
  uri?: string;
  statusCode?: number;
  headers?: Record<string, { value: string }>;
} {
  const handler = new Function(`${adminIndexCode()}; return handler;`)() as (event: unknown) => {
    uri?: string;
    statusCode?: number;
  };
  return handler({ request: { uri, headers: {} } });
}

describe('admin site (CloudFront + S3)', () => {
  it('keeps the admin in a private, encrypted, TLS-only bucket that only its distribution reads', () => {
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(
      bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault
        .SSEAlgorithm,
    ).toBe('AES256');
    expect(bucket.DeletionPolicy).toBe('RetainExceptOnCreate');
    const [policy] = Object.values(api.template.findResources('AWS::S3::BucketPolicy')).filter((resource) =>
      refersTo(resource.Properties.Bucket, bucketId),
    );
    const statements: any[] = policy!.Properties.PolicyDocument.Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    const reads = statements.filter((statement) => statement.Effect === 'Allow');
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ Action: 's3:GetObject', Principal: { Service: 'cloudfront.amazonaws.com' } });
    expect(refersTo(reads[0].Condition, distributionId)).toBe(true);
  });

  it('sends every admin file with a strict CSP, HSTS and frame-ancestors none', () => {
    const security = headersPolicy!.SecurityHeadersConfig;
    const csp = JSON.stringify(security.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const directive of [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'none'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(security.ContentSecurityPolicy.Override).toBe(true);
    expect(security.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63_072_000,
      IncludeSubdomains: true,
      Preload: true,
      Override: true,
    });
    expect(security.FrameOptions).toMatchObject({ FrameOption: 'DENY', Override: true });
    expect(security.ContentTypeOptions).toMatchObject({ Override: true });
    expect(security.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'no-referrer' });
    const policyId = logicalIdOf(api, 'AWS::CloudFront::ResponseHeadersPolicy', () => true);
    expect(refersTo(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId, policyId)).toBe(true);
    expect(distribution.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('lets the admin post image uploads to the media bucket and show the media CDN’s images, nothing else off-origin', () => {
    const csp = JSON.stringify(headersPolicy!.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toMatch(/connect-src 'self' https:\/\//);
    expect(csp).toContain('RegionalDomainName');
    expect(csp).toMatch(/img-src 'self' blob: data: https:\/\//);
    expect(csp).toContain('DomainName');
  });

  it('forwards /api/* uncached over HTTPS to the HTTP API, with the viewer’s headers except Host', () => {
    const [behavior] = distribution.CacheBehaviors;
    expect(distribution.CacheBehaviors).toHaveLength(1);
    expect(behavior).toMatchObject({
      PathPattern: '/api/*',
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: expect.arrayContaining(['POST', 'PUT', 'DELETE']),
    });
    // Managed policies: CachingDisabled and AllViewerExceptHostHeader.
    expect(behavior.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
    expect(behavior.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
    const origin = distribution.Origins.find((candidate: any) => candidate.Id === behavior.TargetOriginId);
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect(
      refersTo(
        origin.DomainName,
        logicalIdOf(api, 'AWS::ApiGatewayV2::Api', () => true),
      ),
    ).toBe(true);
  });

  it('serves /admin/ from admin/index.html and redirects / and /admin there', () => {
    expect(viewerRequest(ADMIN_PATH).uri).toBe('/admin/index.html');
    expect(viewerRequest('/admin/assets/index-abc.js').uri).toBe('/admin/assets/index-abc.js');
    for (const uri of ['/', '/admin'])
      expect(viewerRequest(uri)).toMatchObject({ statusCode: 301, headers: { location: { value: '/admin/' } } });
    const [association] = distribution.DefaultCacheBehavior.FunctionAssociations;
    expect(association.EventType).toBe('viewer-request');
  });

  it('logs the distribution and the bucket into the media log bucket, and outputs where the admin lives', () => {
    expect(distribution.Logging.Prefix).toBe('admin-cdn/');
    expect(bucket.Properties.LoggingConfiguration.LogFilePrefix).toBe('admin-bucket/');
    const outputs = api.template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(refersTo(outputs.AdminUrl?.Value, distributionId)).toBe(true);
    expect(refersTo(outputs.AdminBucketName?.Value, bucketId)).toBe(true);
    expect(refersTo(outputs.AdminDistributionId?.Value, distributionId)).toBe(true);
  });
});
