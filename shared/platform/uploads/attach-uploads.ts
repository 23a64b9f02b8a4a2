import type { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';
import { traceClient } from '../observability/tracing';

let s3: S3Client | undefined;

/**
 * Marks uploads as attached by removing their tags, so the lifecycle rule keeps them. Called before
 * the write that references them, so a failed write leaves at worst an unreferenced file kept, never
 * a referenced one expiring. Clients attach after the upload's 204: an object not there yet has
 * nothing to untag and would expire.
 *
 * @example await attachUploads([imageKey(companyId, image.id)]);
 */
export async function attachUploads(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const bucket = process.env.MEDIA_BUCKET;
  if (!bucket) throw new Error('Missing required environment variable MEDIA_BUCKET');
  // The SDK loads with the first attach, not with the function (s3-sdk.ts).
  const { DeleteObjectTaggingCommand, NoSuchKey, S3Client } = await import('./s3-sdk');
  s3 ??= traceClient(
    // A custom endpoint is a local emulator (lib/local/uploads-service.ts), addressed by path.
    new S3Client({
      region: config().region,
      forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL),
    }),
  );
  await Promise.all(
    [...new Set(keys)].map(async (key) => {
      try {
        await s3!.send(new DeleteObjectTaggingCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (!(error instanceof NoSuchKey) && (error as { name?: string }).name !== 'NoSuchKey') throw error;
      }
    }),
  );
}
