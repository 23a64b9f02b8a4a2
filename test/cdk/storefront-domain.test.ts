import type { Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { fallbackRoute, manifest } from '../../functions/manifest';
import {
  cacheKeyHeaders,
  forwardedCookies,
  forwardedViewerHeaders,
  pageCacheMaxTtl,
  policyHeaderQuota,
  shopFromHostCode,
  viewerAddressHeader,
  viewerCountryHeader,
} from '../../lib/constructs/storefront-distribution';
import { VIEWER_ADDRESS_HEADER } from '../../shared/edge/site/viewer-address';
import { ORIGIN_SECRET_HEADER, originSecretVariable } from '../../shared/platform/secrets/origin-secret';
import { CART_COOKIE } from '../../shared/edge/site/cart-cookie';
import { readVisitor } from '../../shared/edge/site/visitor';
import { missingStorefrontWarning } from '../../lib/stacks/api-stack';
import { SHOP_HEADER } from '../../shared/domains/storefront/resolve-shop';
import { actionsOf, environmentOf, functionById, logicalIdOf, refersTo, statementsOf } from './functions';
import { resourcesOf, synthesize } from './synth';

const domain = 'shops.example.com';
const withZone = synthesize({ routes: manifest, storefront: { domain, hostedZoneId: 'Z0123456789ABC' } });
const api = withZone.stack('CommercePlatform-Api');
// The API stack also holds the admin's distribution; the storefront's is the one with the shop aliases.
const isStorefrontCdn = (properties: any) => Boolean(properties.DistributionConfig.Aliases);
const [distribution] = Object.values(api.template.findResources('AWS::CloudFront::Distribution'))
  .filter((resource) => isStorefrontCdn(resource.Properties))
  .map((resource) => resource.Properties.DistributionConfig);
const onlyResource = (type: string) => {
  const resources = Object.values(api.template.findResources(type));
  expect(resources).toHaveLength(1);
  return resources[0]!.Properties;
};
const originRequestPolicy = () => onlyResource('AWS::CloudFront::OriginRequestPolicy').OriginRequestPolicyConfig;
const cachePolicy = () => onlyResource('AWS::CloudFront::CachePolicy').CachePolicyConfig;
/** Every header the distribution sends the API: the cache key's and the origin request policy's. */
const forwardedHeaders = () =>
  [
    ...cachePolicy().ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig.Headers,
    ...originRequestPolicy().HeadersConfig.Headers,
  ] as string[];

/** Runs the viewer-request function's code on a request with these headers, as CloudFront would. */
function viewerRequest(headers: Record<string, string>): Record<string, { value: string }> {
  const handler = new Function(`${shopFromHostCode(domain)}; return handler;`)() as (event: unknown) => {
    headers: Record<string, { value: string }>;
  };
  const request = { headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, { value }])) };
  return handler({ request }).headers;
}

describe('storefront domain (-c storefrontDomain= with -c hostedZoneId=)', () => {
  it('serves *.<domain> through a CloudFront distribution with a wildcard certificate validated in the zone', () => {
    expect(distribution).toMatchObject({
      Aliases: [`*.${domain}`],
      ViewerCertificate: { MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
    });
    const certificateId = logicalIdOf(api, 'AWS::CertificateManager::Certificate', () => true);
    expect(refersTo(distribution.ViewerCertificate.AcmCertificateArn, certificateId)).toBe(true);
    api.template.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: `*.${domain}`,
      ValidationMethod: 'DNS',
      DomainValidationOptions: [{ DomainName: `*.${domain}`, HostedZoneId: 'Z0123456789ABC' }],
    });
  });

  it('points the wildcard record of the zone at the distribution', () => {
    const distributionId = logicalIdOf(api, 'AWS::CloudFront::Distribution', isStorefrontCdn);
    const records = resourcesOf([api], 'AWS::Route53::RecordSet');
    expect(records).toHaveLength(1);
    expect(records[0]!.resource.Properties).toMatchObject({
      Name: `*.${domain}.`,
      Type: 'A',
      HostedZoneId: 'Z0123456789ABC',
    });
    expect(refersTo(records[0]!.resource.Properties.AliasTarget, distributionId)).toBe(true);
  });

  it("forwards every request over HTTPS to the HTTP API's own host name", () => {
    const [origin] = distribution.Origins;
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    const apiId = logicalIdOf(api, 'AWS::ApiGatewayV2::Api', () => true);
    expect(refersTo(origin.DomainName, apiId)).toBe(true);
    expect(distribution.DefaultCacheBehavior).toMatchObject({
      AllowedMethods: expect.arrayContaining(['POST', 'PUT', 'PATCH', 'DELETE']),
      ViewerProtocolPolicy: 'redirect-to-https',
    });
  });

  it('sends the API the shop (not the Host, which API Gateway routes on) and the viewer country CloudFront measured', () => {
    const headers = forwardedHeaders();
    expect(headers).toEqual(expect.arrayContaining([SHOP_HEADER, viewerCountryHeader]));
    expect(headers.map((header) => header.toLowerCase())).not.toContain('host');
    const [association] = distribution.DefaultCacheBehavior.FunctionAssociations;
    expect(association.EventType).toBe('viewer-request');
    expect(
      refersTo(
        association.FunctionARN,
        logicalIdOf(api, 'AWS::CloudFront::Function', (properties) =>
          properties.FunctionConfig.Comment.startsWith('Names the shop'),
        ),
      ),
    ).toBe(true);
  });

  it('forwards the cart cookie by name (and no other cookie), so a shopper keeps a cart behind the CDN', () => {
    expect(originRequestPolicy().CookiesConfig).toEqual({ CookieBehavior: 'whitelist', Cookies: [CART_COOKIE] });
    expect(forwardedCookies).toEqual([CART_COOKIE]);
  });

  it('forwards what a cross-site form post is told by (Origin, Sec-Fetch-Site/Mode/Dest) and the headers the API reads', () => {
    expect(originRequestPolicy().HeadersConfig).toEqual({
      HeaderBehavior: 'whitelist',
      Headers: [...forwardedViewerHeaders, viewerAddressHeader],
    });
    expect(forwardedHeaders()).toEqual(
      expect.arrayContaining(['Origin', 'Sec-Fetch-Site', 'Sec-Fetch-Mode', 'Sec-Fetch-Dest', 'Accept-Language']),
    );
    expect(originRequestPolicy().QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
  });

  it("keeps each policy within CloudFront's default quota of headers", () => {
    expect(originRequestPolicy().HeadersConfig.Headers.length).toBeLessThanOrEqual(policyHeaderQuota);
    expect(cachePolicy().ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig.Headers.length).toBeLessThanOrEqual(
      policyHeaderQuota,
    );
  });

  it("stores pages by shop, viewer country, language and query (never a cookie), as long as the origin's max-age says", () => {
    const distributionCachePolicy = distribution.DefaultCacheBehavior.CachePolicyId;
    expect(
      refersTo(
        distributionCachePolicy,
        logicalIdOf(api, 'AWS::CloudFront::CachePolicy', () => true),
      ),
    ).toBe(true);
    expect(cachePolicy()).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 0,
      MaxTTL: pageCacheMaxTtl.toSeconds(),
      ParametersInCacheKeyAndForwardedToOrigin: {
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: [...cacheKeyHeaders] },
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
      },
    });
    expect(cacheKeyHeaders).toEqual([SHOP_HEADER, viewerCountryHeader, 'Accept-Language']);
  });

  const secretId = () =>
    logicalIdOf(api, 'AWS::SecretsManager::Secret', (properties) =>
      String(properties.Description).includes(ORIGIN_SECRET_HEADER),
    );
  it('sends the API a generated origin secret, sealed: the template holds a reference to the secret, never its value', () => {
    expect(api.template.toJSON().Resources[secretId()].Properties.GenerateSecretString).toMatchObject({
      PasswordLength: 48,
      ExcludePunctuation: true,
    });
    const [origin] = distribution.Origins;
    expect(origin.OriginCustomHeaders).toHaveLength(1);
    const [header] = origin.OriginCustomHeaders;
    expect(header.HeaderName).toBe(ORIGIN_SECRET_HEADER);
    const value = JSON.stringify(header.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(refersTo(header.HeaderValue, secretId())).toBe(true);
  });

  it("forwards CloudFront's viewer address, which the site functions read", () => {
    expect(originRequestPolicy().HeadersConfig.Headers).toContain(viewerAddressHeader);
    expect(viewerAddressHeader.toLowerCase()).toBe(VIEWER_ADDRESS_HEADER);
  });

  it.each(manifest.map((route) => [route.id, route] as const))(
    '%s is told the origin secret and may read it only if it uses storefront-origin',
    (id, route) => {
      const fn = functionById(withZone.stacks, id);
      const uses = (route.uses ?? []).includes('storefront-origin');
      const variable = environmentOf(fn)[originSecretVariable];
      expect(variable !== undefined).toBe(uses);
      if (uses) expect(JSON.stringify(variable)).toContain(secretId());
      const reads = statementsOf(withZone.stacks, fn).filter((statement) =>
        JSON.stringify(statement.Resource).includes(secretId()),
      );
      expect(reads.map(actionsOf)).toEqual(uses ? [['secretsmanager:GetSecretValue']] : []);
    },
  );

  it('the site functions, and only they, use storefront-origin', () => {
    expect(
      manifest
        .filter((route) => (route.uses ?? []).includes('storefront-origin'))
        .map((route) => route.handler)
        .sort(),
    ).toEqual(['site/render-home', 'site/render-page', 'site/submit-form', 'site/submit-home-form']);
  });

  it.each([
    ['a shop host names its shop', { host: `acme.${domain}` }, 'acme'],
    [
      "a client-sent shop header is replaced by the host's shop",
      { host: `acme.${domain}`, [SHOP_HEADER]: 'victim' },
      'acme',
    ],
    [
      'a foreign host names no shop, whatever the client sent',
      { host: 'evil.example.net', [SHOP_HEADER]: 'victim' },
      undefined,
    ],
    ['a nested subdomain names no shop', { host: `a.b.${domain}` }, undefined],
  ])('viewer-request function: %s', (_label, headers, shop) => {
    expect(viewerRequest(headers)[SHOP_HEADER]?.value).toBe(shop);
  });

  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['FR', 'fr'],
    ['es-419;q=0.9', 'es'],
    ['en-US,en', 'en'],
    ['*', undefined],
    ['no language at all', undefined],
  ])(
    'viewer-request function: Accept-Language %s is keyed as %s, the language the site reads of it',
    (header, language) => {
      expect(viewerRequest({ host: `acme.${domain}`, 'accept-language': header })['accept-language']?.value).toBe(
        language,
      );
      const visitor = readVisitor({
        headers: language ? { 'accept-language': language } : {},
        rawQueryString: '',
        requestContext: { http: { path: '/', sourceIp: '198.51.100.1' } },
      } as never);
      const original = readVisitor({
        headers: { 'accept-language': header },
        rawQueryString: '',
        requestContext: { http: { path: '/', sourceIp: '198.51.100.1' } },
      } as never);
      expect(visitor.language).toBe(original.language);
    },
  );

  it.each(manifest.map((route) => [route.id]))(
    "tells %s the storefront domain and that only CloudFront's country header is trusted",
    (id) => {
      expect(environmentOf(functionById(withZone.stacks, id))).toMatchObject({
        STOREFRONT_DOMAIN: domain,
        TRUSTED_VIEWER_COUNTRY_HEADER: viewerCountryHeader,
      });
    },
  );

  it("outputs the API URL and the shops' address pattern under readable names", () => {
    const outputs = api.template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs.StorefrontUrl?.Value).toBe(`https://{shop}.${domain}`);
    expect(
      refersTo(
        outputs.ApiUrl?.Value,
        logicalIdOf(api, 'AWS::ApiGatewayV2::Api', () => true),
      ),
    ).toBe(true);
    expect(
      refersTo(
        outputs.StorefrontDistributionDomain?.Value,
        logicalIdOf(api, 'AWS::CloudFront::Distribution', isStorefrontCdn),
      ),
    ).toBe(true);
  });
});

describe('storefront domain with an existing certificate and no hosted zone', () => {
  const certificateArn = 'arn:aws:acm:us-east-1:111111111111:certificate/0a1b2c3d';
  const app = synthesize({ routes: [fallbackRoute], storefront: { domain, certificateArn } });
  const stack = app.stack('CommercePlatform-Api');

  it('uses the given certificate and creates neither a certificate nor a DNS record', () => {
    stack.template.resourceCountIs('AWS::CertificateManager::Certificate', 0);
    stack.template.resourceCountIs('AWS::Route53::RecordSet', 0);
    stack.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: { ViewerCertificate: { AcmCertificateArn: certificateArn } },
    });
  });
});

describe('storefront domain inputs that cannot work', () => {
  it('refuses a domain with neither a certificate nor a zone to validate one in', () => {
    expect(() => synthesize({ routes: [fallbackRoute], storefront: { domain } })).toThrow(
      /-c certificateArn=.*-c hostedZoneId=/,
    );
  });

  it('refuses to create the certificate outside us-east-1, where CloudFront cannot use it', () => {
    expect(() =>
      synthesize({
        routes: [fallbackRoute],
        env: { account: '111111111111', region: 'eu-west-1' },
        storefront: { domain, hostedZoneId: 'Z0123456789ABC' },
      }),
    ).toThrow(/us-east-1/);
  });
});

describe('without a storefront domain', () => {
  const app = synthesize({ routes: [fallbackRoute] });
  const stack = app.stack('CommercePlatform-Api');

  it('synthesizes, with one warning naming the context keys that would make shops reachable', () => {
    const apiStack = app.app.node.findChild('CommercePlatform-Api') as Stack;
    const warnings = Annotations.fromStack(apiStack).findWarning('*', Match.stringLikeRegexp('storefront'));
    expect(warnings.map((warning) => warning.entry.data)).toEqual([expect.stringContaining(missingStorefrontWarning)]);
    for (const key of ['storefrontDomain', 'hostedZoneId', 'certificateArn'])
      expect(missingStorefrontWarning).toContain(`-c ${key}=`);
  });

  it('creates no storefront distribution and sets no storefront variables', () => {
    expect(
      Object.values(stack.template.findResources('AWS::CloudFront::Distribution')).filter((resource) =>
        isStorefrontCdn(resource.Properties),
      ),
    ).toEqual([]);
    for (const { resource } of resourcesOf(app.stacks, 'AWS::Lambda::Function')) {
      expect(resource.Properties.Environment.Variables).not.toHaveProperty('STOREFRONT_DOMAIN');
      expect(resource.Properties.Environment.Variables).not.toHaveProperty('TRUSTED_VIEWER_COUNTRY_HEADER');
    }
  });

  it('still outputs the API URL', () => {
    expect(Object.keys(stack.template.toJSON().Outputs)).toContain('ApiUrl');
  });
});
