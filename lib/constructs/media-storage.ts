import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  PriceClass,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { PENDING_UPLOAD_TAG } from '../../shared/platform/uploads/pending-upload-tag';

/** Properties of {@link MediaStorage}. */
export interface MediaStorageProps {
  /**
   * What happens to the bucket (and the images in it) and its access logs when they leave the
   * stack. The default keeps them on a stack delete or replacement, and deletes them when the
   * stack's first create rolls back (empty, and retained they would only be orphans).
   * @default RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE
   */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * Key prefix of each kind of upload: what a presigned POST of that kind may write, and nothing
 * else (shared/domains/company-events/event-images.ts `imageKey`, shared/domains/storefront/media/medium-files.ts
 * `mediumFileKey`).
 */
export const uploadPrefixes = {
  'event-image-uploads': 'company-events/',
  'storefront-media-uploads': 'media/',
} as const;

/** Days before S3 discards the parts of a multipart upload nobody completed. */
export const incompleteUploadDays = 1;

/**
 * Days an upload may stay unattached (still tagged pending) before S3 deletes it. A presigned POST
 * is usable for 15 minutes and clients attach right after it lands; two days leave room for an
 * admin who uploads and saves the event or medium later, and cap what abandoned uploads cost.
 */
export const pendingUploadDays = 2;

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
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });

    this.bucket = new Bucket(this, 'Bucket', {
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'media-bucket/',
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
      lifecycleRules: [
        // Abandoned multipart uploads are invisible and billed forever; the presigned POSTs are
        // single-part, so this only guards the bucket against other writers' leftovers.
        { abortIncompleteMultipartUploadAfter: Duration.days(incompleteUploadDays) },
        // Every presigned upload is stored tagged pending and untagged when an event or a medium
        // references it, so what was uploaded and never attached expires.
        {
          id: 'ExpireUnattachedUploads',
          tagFilters: { [PENDING_UPLOAD_TAG.key]: PENDING_UPLOAD_TAG.value },
          expiration: Duration.days(pendingUploadDays),
        },
      ],
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
