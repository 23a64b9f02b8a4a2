import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { adminContentSecurityPolicy, adminSecurityHeaders } from './admin-headers';

/** Properties of {@link AdminSite}. */
export interface AdminSiteProps {
  /** Host name of the HTTP API (`<id>.execute-api.<region>.amazonaws.com`): `/api/*` goes there. */
  readonly apiDomain: string;
  /** Origin the admin posts image uploads to (`https://<media bucket regional domain>`). */
  readonly uploadsOrigin: string;
  /** Origin the uploaded images are served from (the media CDN). */
  readonly mediaOrigin: string;
  /** Bucket of the CDN and bucket access logs (the media construct's log bucket). */
  readonly logBucket: IBucket;
  /**
   * What happens to the admin's bucket when it leaves the stack.
   * @default RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE
   */
  readonly removalPolicy?: RemovalPolicy;
}

/** Key prefix of the admin's files in its bucket, and its path on the distribution. */
export const ADMIN_PATH = '/admin/';

/**
 * The merchant admin: its built files (`npm run build:admin`, uploaded to the bucket under
 * `admin/`, docs/deploying.md) behind a CloudFront distribution that also forwards `/api/*` to the
 * HTTP API, so the admin calls the API on its own origin and its CSP needs no API host. Every
 * file is sent with the admin's CSP, HSTS and frame-ancestors 'none'; only CloudFront reads the
 * private bucket (origin access control).
 */
export class AdminSite extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://<distribution>/admin/`. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: AdminSiteProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 'admin-bucket/',
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });

    const headers = new ResponseHeadersPolicy(this, 'Headers', {
      comment: 'Merchant admin: CSP, HSTS, no framing',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: adminContentSecurityPolicy({
            uploads: [props.uploadsOrigin],
            media: [props.mediaOrigin],
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: adminSecurityHeaders['permissions-policy'], override: true },
        ],
      },
    });

    const index = new CloudFrontFunction(this, 'IndexPage', {
      comment: 'Serves admin/index.html for /admin/ and sends / and /admin there',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(adminIndexCode()),
    });

    this.distribution = new Distribution(this, 'Cdn', {
      comment: 'Merchant admin and its API',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: index, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          allowedMethods: AllowedMethods.ALLOW_ALL,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // API Gateway routes on its own Host; everything else the viewer sent (Authorization included) goes through.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
      },
      priceClass: PriceClass.PRICE_CLASS_100,
      logBucket: props.logBucket,
      logFilePrefix: 'admin-cdn/',
    });
    this.url = `https://${this.distribution.distributionDomainName}${ADMIN_PATH}`;
  }
}

/** Viewer-request function (CloudFront Functions, JS 2.0): `/` and `/admin` redirect to `/admin/`, which serves its index.html. */
export function adminIndexCode(): string {
  return `function handler(event) {
  var request = event.request;
  if (request.uri === '/' || request.uri === '/admin') {
    return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: ${JSON.stringify(ADMIN_PATH)} } } };
  }
  if (request.uri === ${JSON.stringify(ADMIN_PATH)}) request.uri = ${JSON.stringify(`${ADMIN_PATH}index.html`)};
  return request;
}`;
}
