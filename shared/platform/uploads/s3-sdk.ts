/**
 * The S3 SDK, as a lazy module (lib/bundling/lazy-modules.ts): only the writes that presign or
 * attach uploads call S3, so the functions that bundle it for them (every storefront family, carts,
 * subscriptions, the rendered storefront) do not load ~115 KB of client at every cold start.
 * Import it with `await import('./s3-sdk')`.
 */
export { DeleteObjectTaggingCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
export { createPresignedPost } from '@aws-sdk/s3-presigned-post';
