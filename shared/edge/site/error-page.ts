import { logger } from '../../platform/logger';
import { renderBounded } from '../../domains/themes/liquid-sandbox';
import { lookupName } from '../../domains/themes/template-kinds';
import { embedsAt, globalVariables, type SiteContext } from './site-context';
import { htmlResponse, type SiteResponse } from './site-response';
import { brandedErrorPage } from './static-pages';

/** Why an error page is shown: a missing page (404), a failed security check or an unexpected rendering error. */
export type ErrorReason = 'not_found' | 'security' | 'unexpected';

const statusCodes = { not_found: 404, security: 503, unexpected: 503 } as const;
/** Always English (SPEC "Storefront error pages" 7). */
const statusMessages = { 404: 'Page not found', 503: 'Something went wrong' } as const;

/**
 * Renders the error page for a reason (SPEC "Storefront error pages" 1, 5, 7-9): the theme's
 * published default `error_page/<code>` inside its layout, with only head-positioned embeds in the
 * header placeholder; without one, the static branded page (500 instead of 503 for an unexpected
 * error). English unless `localized` (a missing enrollment pack, playlist or rep site). Always
 * `Cache-Control: private, no-store`, never a noindex tag.
 */
export function renderErrorPage(
  context: SiteContext,
  reason: ErrorReason,
  options: { localized?: boolean } = {},
): SiteResponse {
  const code = statusCodes[reason];
  const statusMessage = statusMessages[code];
  const theme = context.theme;
  if (theme?.has('error_page', String(code))) {
    const language = options.localized ? context.visitor.language : 'en';
    const variables = {
      ...globalVariables(context, { type: 'error_page', headHtml: embedsAt(context.settings, 'head'), footerHtml: '' }),
      error: { status_code: code, status_message: statusMessage },
    };
    variables.request.locale = language;
    try {
      const html = renderBounded(theme.engine, lookupName('error_page', String(code)), variables, {
        current: theme.locale(language),
        fallback: theme.locale('en'),
      });
      return htmlResponse(code, html, { private: true });
    } catch (error) {
      logger.error('Error template failed to render', { company_id: context.company.id, code, error: error as Error });
    }
  }
  const status = reason === 'unexpected' ? 500 : code;
  return htmlResponse(
    status,
    brandedErrorPage({ name: context.company.name, logoUrl: context.settings.logo_url }, statusMessage),
    { private: true },
  );
}
