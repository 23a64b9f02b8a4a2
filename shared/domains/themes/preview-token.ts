import { createHmac, timingSafeEqual } from 'node:crypto';
import { serviceKeyReader } from '../../platform/secrets/service-keys';

// Preview tokens are signed with the cursor key.
const cursorSigningKey = /* @__PURE__ */ serviceKeyReader('cursorSigningKey');

/** How long a preview link works. */
export const PREVIEW_TTL_SECONDS = 3600;

/**
 * A signed, expiring token that lets a storefront request render a theme that is not active:
 * bound to the company and the theme, so it cannot preview another shop's theme.
 *
 * @example const token = mintPreviewToken(companyId, themeId, new Date());
 */
export function mintPreviewToken(companyId: number, themeId: number, now: Date): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_SECONDS * 1000);
  const body = `${companyId}.${themeId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return { token: `${body}.${sign(body)}`, expiresAt };
}

/** The theme a preview token names, or undefined when it is forged, expired or another company's. */
export function readPreviewToken(token: string, companyId: number, now: Date): number | undefined {
  const parts = token.split('.');
  if (parts.length !== 4) return undefined;
  const [company, theme, expires, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(`${company}.${theme}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (Number(company) !== companyId || Number(expires) * 1000 < now.getTime()) return undefined;
  return Number(theme);
}

function sign(body: string): string {
  // Domain-separated from cursor signatures although both use the same key.
  return createHmac('sha256', cursorSigningKey()).update(`theme-preview:${body}`).digest('base64url');
}
