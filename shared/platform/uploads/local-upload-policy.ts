import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an upload may contain: the local stand-in for an S3 POST policy. */
export interface UploadPolicy {
  key: string;
  contentType: string;
  maxBytes: number;
  /** ISO instant after which the upload is refused. */
  expiresAt: string;
  /** The `tagging` field the form must send (S3's tag-set XML); the object is stored with those tags. */
  tagging?: string;
}

/**
 * Signs a policy for the local uploads emulator with LOCAL_UPLOADS_SECRET (set by that emulator
 * in the process that runs the handlers), returning the form fields that carry it.
 */
export function signLocalUploadPolicy(policy: UploadPolicy): { policy: string; signature: string } {
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
  return { policy: encoded, signature: sign(encoded) };
}

/** The policy of a local upload form, or null when the signature does not match. */
export function verifyLocalUploadPolicy(fields: { policy?: string; signature?: string }): UploadPolicy | null {
  if (!fields.policy || !fields.signature) return null;
  const expected = Buffer.from(sign(fields.policy));
  const given = Buffer.from(fields.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return JSON.parse(Buffer.from(fields.policy, 'base64').toString('utf8')) as UploadPolicy;
}

function sign(encodedPolicy: string): string {
  const secret = process.env.LOCAL_UPLOADS_SECRET;
  if (!secret) throw new Error('Missing required environment variable LOCAL_UPLOADS_SECRET');
  return createHmac('sha256', secret).update(encodedPolicy).digest('hex');
}
