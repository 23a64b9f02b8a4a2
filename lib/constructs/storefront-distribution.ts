import { Duration, Fn, Stack, Token } from 'aws-cdk-lib';
import { Certificate, CertificateValidation, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { SHOP_HEADER } from '../../shared/domains/storefront/resolve-shop';
import { CART_COOKIE } from '../../shared/edge/site/cart-cookie';
import { ORIGIN_SECRET_HEADER } from '../../shared/platform/secrets/origin-secret';

/** The header CloudFront adds with the viewer's country (ISO alpha-2); the only country source once deployed. */
export const viewerCountryHeader = 'CloudFront-Viewer-Country';

/**
 * What varies a storefront page, so the cache key (CloudFront forwards the key's headers too): the
 * shop (the viewer function's header: every alias shares the distribution's cache), the viewer's
 * country (prices, region rules) and language. Query strings are keyed as well; cookies never.
 */
export const cacheKeyHeaders = [SHOP_HEADER, viewerCountryHeader, 'Accept-Language'] as const;

/**
 * Viewer headers the storefront's functions read beyond the key, forwarded but not keyed (Host is
 * not: API Gateway routes on it): content negotiation, the cart API's conditional writes and
 * idempotency, and what tells a cross-site form post (`Origin`, `Sec-Fetch-*`).
 */
export const forwardedViewerHeaders = [
  'Accept',
  'Content-Type',
  'If-Match',
  'If-None-Match',
  'Idempotency-Key',
  'Origin',
  'Sec-Fetch-Site',
  'Sec-Fetch-Mode',
  'Sec-Fetch-Dest',
] as const;

/** CloudFront's header with the viewer's `ip:port`: the site functions' blocked addresses (trusted with the origin secret only). */
export const viewerAddressHeader = 'CloudFront-Viewer-Address';

/** Cookies the storefront's functions read: the shopper's cart (a page of it is never stored: `private, no-store`). */
export const forwardedCookies = [CART_COOKIE] as const;

/**
 * CloudFront's default quota of headers per cache policy and per origin request policy (a soft
 * limit: more needs a quota increase before the first deploy).
 */
export const policyHeaderQuota = 10;

/** The longest a stored page is served: public pages ask for 60 s; 0 by default, so an answer without `max-age` is not stored. */
export const pageCacheMaxTtl = Duration.minutes(5);

/** Properties of {@link StorefrontDistribution}. */
export interface StorefrontDistributionProps {
  /** Domain whose subdomains are shops (`-c storefrontDomain=shops.example.com`, STOREFRONT_DOMAIN). */
  readonly domain: string;
  /** Host name of the HTTP API's default endpoint (`<id>.execute-api.<region>.amazonaws.com`). */
  readonly apiDomain: string;
  /**
   * An issued ACM certificate in us-east-1 covering `*.<domain>` (`-c certificateArn=`).
   * @default - a wildcard certificate validated through `hostedZone` (needs the stack in us-east-1)
   */
  readonly certificateArn?: string;
  /**
   * Route 53 hosted zone holding `<domain>` (`-c hostedZoneId=`): gets the wildcard alias record
   * and, without `certificateArn`, the certificate's validation record.
   * @default - no DNS record: point `*.<domain>` at the distribution's domain name yourself
   */
  readonly hostedZoneId?: string;
  /** Bucket of the CDN access logs (the media construct's log bucket). */
  readonly logBucket: IBucket;
}

/**
 * What serves `https://<shop>.<domain>`: CloudFront in front of the HTTP API with a wildcard
 * certificate (and DNS record, given a zone). API Gateway answers only to its own host, so a
 * viewer-request function turns the Host into `X-Service-Shop` (replacing any the client sent);
 * `CloudFront-Viewer-Country` is added, which viewers cannot forge. Public pages are stored as
 * long as their `max-age` says, keyed by shop, country, language and query; a shopper's pages
 * (`private, no-store`) never are, and the cart cookie reaches the API without keying anything.
 */
export class StorefrontDistribution extends Construct {
  readonly distribution: Distribution;
  readonly certificate: ICertificate;
  /**
   * Generated at deploy, sent to the origin in {@link ORIGIN_SECRET_HEADER} on every request:
   * what proves to the site functions that a request came through the distribution.
   */
  readonly originSecret: Secret;
  /** `https://{shop}.<domain>`: the address pattern of every shop. */
  readonly urlPattern: string;

  constructor(scope: Construct, id: string, props: StorefrontDistributionProps) {
    super(scope, id);
    const domain = props.domain.toLowerCase();
    if (!props.certificateArn && !props.hostedZoneId) {
      throw new Error(
        `Storefront domain ${domain} needs -c certificateArn=<us-east-1 ACM certificate for *.${domain}> or -c hostedZoneId=<Route 53 zone of ${domain}> (to create and validate one)`,
      );
    }
    const region = Stack.of(this).region;
    if (!props.certificateArn && !Token.isUnresolved(region) && region !== 'us-east-1') {
      throw new Error(
        `CloudFront takes certificates from us-east-1 only: deploy to us-east-1 or pass -c certificateArn=<us-east-1 ACM certificate for *.${domain}>`,
      );
    }
    const zone = props.hostedZoneId
      ? HostedZone.fromHostedZoneAttributes(this, 'Zone', { hostedZoneId: props.hostedZoneId, zoneName: domain })
      : undefined;

    this.certificate = props.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
      : new Certificate(this, 'Certificate', {
          domainName: `*.${domain}`,
          validation: CertificateValidation.fromDns(zone),
        });

    const shopFromHost = new CloudFrontFunction(this, 'ShopFromHost', {
      comment: `Names the shop of *.${domain} in ${SHOP_HEADER} for the API`,
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(shopFromHostCode(domain)),
    });

    const pageCache = new CachePolicy(this, 'PageCache', {
      comment: `Storefront pages of ${domain}: by shop, viewer country, language and query, as the origin's max-age says`,
      headerBehavior: CacheHeaderBehavior.allowList(...cacheKeyHeaders),
      cookieBehavior: CacheCookieBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: pageCacheMaxTtl,
    });

    const originRequest = new OriginRequestPolicy(this, 'OriginRequest', {
      comment: `Storefront of ${domain}: the headers and cart cookie the API reads beyond the cache key`,
      headerBehavior: OriginRequestHeaderBehavior.allowList(...forwardedViewerHeaders, viewerAddressHeader),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      cookieBehavior: OriginRequestCookieBehavior.allowList(...forwardedCookies),
    });

    // Sealed: the template and the functions' configuration hold the secret's ARN only; CloudFormation
    // resolves the value into the distribution's origin configuration at deploy.
    this.originSecret = new Secret(this, 'OriginSecret', {
      description: `Sent by the storefront distribution of *.${domain} to the API in ${ORIGIN_SECRET_HEADER}; the site functions trust ${viewerAddressHeader} only with it`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });

    this.distribution = new Distribution(this, 'Cdn', {
      comment: `Storefronts of *.${domain}`,
      domainNames: [`*.${domain}`],
      certificate: this.certificate,
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      defaultBehavior: {
        origin: new HttpOrigin(props.apiDomain, {
          protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
          customHeaders: { [ORIGIN_SECRET_HEADER]: this.originSecret.secretValue.unsafeUnwrap() },
        }),
        allowedMethods: AllowedMethods.ALLOW_ALL,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: pageCache,
        originRequestPolicy: originRequest,
        functionAssociations: [{ function: shopFromHost, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      priceClass: PriceClass.PRICE_CLASS_100,
      logBucket: props.logBucket,
      logFilePrefix: 'storefront-cdn/',
    });

    if (zone) {
      new ARecord(this, 'WildcardRecord', {
        zone,
        recordName: `*.${domain}.`,
        target: RecordTarget.fromAlias(new CloudFrontTarget(this.distribution)),
      });
    }
    this.urlPattern = `https://{shop}.${domain}`;
  }
}

/** The API's host name from its endpoint URL (`https://<host>`). */
export function hostOf(url: string): string {
  return Fn.select(2, Fn.split('/', url));
}

/**
 * Viewer-request function (CloudFront Functions, JS 2.0): `<shop>.<domain>` → `X-Service-Shop: <shop>`;
 * any other host (or a nested subdomain) forwards no shop, so the API answers 404. It also cuts
 * `Accept-Language` down to what the site reads of it (shared/edge/site/visitor.ts: the primary
 * subtag of the first tag, dropped when malformed), so the cache keeps one page per language
 * rather than one per browser's header.
 */
export function shopFromHostCode(domain: string): string {
  return `function handler(event) {
  var request = event.request;
  var host = request.headers.host ? request.headers.host.value.toLowerCase() : '';
  var suffix = ${JSON.stringify(`.${domain}`)};
  delete request.headers[${JSON.stringify(SHOP_HEADER)}];
  var shop = host.slice(-suffix.length) === suffix ? host.slice(0, -suffix.length) : '';
  if (shop && shop.indexOf('.') === -1) request.headers[${JSON.stringify(SHOP_HEADER)}] = { value: shop };
  var language = request.headers['accept-language'];
  if (language) {
    var first = language.value.split(',')[0].split(';')[0].trim().toLowerCase();
    if (/^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/.test(first)) request.headers['accept-language'] = { value: first.split('-')[0] };
    else delete request.headers['accept-language'];
  }
  return request;
}`;
}
