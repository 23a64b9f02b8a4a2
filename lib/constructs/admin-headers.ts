/**
 * The admin's Content-Security-Policy, served the same by `npm start` and by its CloudFront
 * distribution. Scripts and styles come only from the admin's own files (no inline code);
 * API calls stay on the admin's origin (`/api` behind the same host) except the image uploads,
 * which post to the media bucket; images load from the admin's origin, the media address and
 * `blob:` previews. No page may frame it.
 */
export function adminContentSecurityPolicy(sources: { uploads: readonly string[]; media: readonly string[] }): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' blob: data: ${sources.media.join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${sources.uploads.join(' ')}`.trim(),
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every admin file is served with besides the CSP. */
export const adminSecurityHeaders = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
} as const;
