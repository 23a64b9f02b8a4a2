import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_SECRET_HEADER, originSecretReader } from '../../platform/secrets/origin-secret';

/** CloudFront's header with the viewer's address and source port (`198.51.100.10:46532`, `2001:db8::1:46532`). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

const originSecret = /* @__PURE__ */ originSecretReader();

/**
 * The visitor's address. Behind the storefront distribution the gateway's `sourceIp` is
 * CloudFront's, so the viewer's comes from `CloudFront-Viewer-Address`; but anyone can send that
 * header straight to the API, so it counts only on a request carrying the distribution's origin
 * secret (compared in constant time). Otherwise, and on a malformed value, `sourceIp`.
 */
export function viewerAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const headers = event.headers ?? {};
  const secret = originSecret();
  if (secret && sameSecret(headers[ORIGIN_SECRET_HEADER], secret)) {
    const viewer = addressOf(headers[VIEWER_ADDRESS_HEADER]);
    if (viewer) return viewer;
  }
  return event.requestContext.http.sourceIp;
}

/** The address of an `ip:port` value (IPv6 unbracketed as CloudFront sends it, or bracketed); undefined when malformed. */
export function addressOf(value: string | undefined): string | undefined {
  const match = /^\[?([0-9A-Fa-f:.]+?)\]?:(\d{1,5})$/.exec(value?.trim() ?? '');
  return match && isIP(match[1]!) ? match[1] : undefined;
}

/** Constant-time equality of the sent header and the secret (hashed first, so lengths never differ). */
function sameSecret(sent: string | undefined, secret: string): boolean {
  if (sent === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(secret));
}
