import { getCompany } from '../company/company-store';
import { storefrontUrl } from '../storefront/storefront-url';
import { mintPreviewToken } from './preview-token';
import { getTheme } from './theme-store';

/** A storefront link that renders `themeId` instead of the active theme for an hour. */
export async function previewLink(companyId: number, themeId: number, now = new Date()) {
  await getTheme(companyId, themeId);
  const { token, expiresAt } = mintPreviewToken(companyId, themeId, now);
  const company = await getCompany(companyId);
  const url = new URL('/', storefrontUrl(company.subdomain));
  url.searchParams.set('preview_theme', String(themeId));
  url.searchParams.set('preview_token', token);
  return { preview_url: url.toString(), preview_token: token, expires_at: expiresAt.toISOString() };
}
