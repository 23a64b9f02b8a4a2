import { config } from '../../shared/platform/config';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { rawReply } from '../../shared/edge/http/reply';
import { docsContentSecurityPolicy, docsPageHtml } from '../../shared/edge/openapi/docs-page';
import { getDocsRoute } from './get-docs.route';

let page: { html: string; headers: Record<string, string> } | undefined;

/** The API reference page (Swagger UI from this API's own assets) under a restrictive CSP. */
export const handler = defineHandler(getDocsRoute, async () => {
  page ??= {
    html: docsPageHtml(),
    headers: {
      'content-security-policy': docsContentSecurityPolicy(originOf(config().publicBaseUrl)),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'public, max-age=300',
    },
  };
  return rawReply(page.html, 'text/html; charset=utf-8', { headers: page.headers });
});

/** "Try it out" calls the document's server, which may be another origin than the page's. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
