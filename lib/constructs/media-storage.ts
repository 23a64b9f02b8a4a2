import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AllowedMethods, CachePolicy, Distribution, PriceClass, ViewerProtocolPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** Properties of {@link MediaStorage}. */
export interface MediaStorageProps {
  /**
   * What happens to the bucket (and the images in it) when it leaves the stack.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/** Key prefix every uploaded company event image lives under (shared/company-events/event-images.ts `imageKey`). */
export const companyEventImagesPrefix = 'company-events/';

/**
 * Uploaded media (company event images). Browsers upload straight to the private bucket with the
 * presigned POSTs the API hands out, so the bucket allows cross-origin POST and nothing else;
 * images are read through a CloudFront distribution that alone may read the bucket (origin access
 * control), which keeps every public-access block on.
 */
export class MediaStorage extends Construct {
  /** The bucket (MEDIA_BUCKET). */
  readonly bucket: Bucket;
  /** Server access logs of the bucket (`media-bucket/`) and the CDN's access logs (`cdn/`), kept 90 days. */
  readonly accessLogs: Bucket;
  /** The CDN serving the bucket's objects. */
  readonly distribution: Distribution;
  /** Public URL of an object = this + its key (MEDIA_URL_PREFIX, with a trailing slash). */
  readonly urlPrefix: string;

  constructor(scope: Construct, id: string, props: MediaStorageProps = {}) {
    super(scope, id);

    this.accessLogs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes with ACLs, so the bucket must honour them.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });

    this.bucket = new Bucket(this, 'Bucket', {
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'media-bucket/',
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
      cors: [
        {
          // Presigned POSTs are bearer-less and signed per object: any origin may use one it was given.
          allowedOrigins: ['*'],
          allowedMethods: [HttpMethods.POST],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag', 'Location'],
          // Seconds a browser may cache the preflight answer.
          maxAge: 3000,
        },
      ],
    });

    this.distribution = new Distribution(this, 'Cdn', {
      comment: 'Uploaded media (company event images)',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        // Image keys are random and never rewritten, so the longest caching is safe.
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      },
      priceClass: PriceClass.PRICE_CLASS_100,
      logBucket: this.accessLogs,
      logFilePrefix: 'cdn/',
    });

    this.urlPrefix = `https://${this.distribution.distributionDomainName}/`;
  }
}
