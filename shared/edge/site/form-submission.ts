import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { formFields, submitShopForm } from './cart-forms';
import { renderErrorPage } from './error-page';
import { isCrossSitePost } from './cross-site-post';
import { isValidFormToken } from './form-token';
import type { SiteContext } from './site-context';
import { redirectResponse, type SiteResponse } from './site-response';

/**
 * Storefront forms must carry a valid form token (rule 3) and come from the shop's own pages: a
 * post another site sent (cross-site-post.ts) fails the same security check, before any cart is
 * read or a cookie set. The form token alone cannot tell: it sits in publicly cached pages.
 * Cart and checkout forms act on the shopper's cart (cart-forms.ts); any other genuine submission
 * returns to the page it came from.
 * Only the form-posting functions (site/submit-*) import this, through siteReply's `answerForm`.
 */
export async function answerStorefrontForm(
  context: SiteContext,
  event: APIGatewayProxyEventV2,
  now: Date,
): Promise<SiteResponse> {
  const form = formFields(event);
  if (
    isCrossSitePost(event, context.baseUrl) ||
    !isValidFormToken(form.get('form_token') ?? undefined, context.company.id, now)
  )
    return renderErrorPage(context, 'security');
  const answer = await submitShopForm(context, form, now);
  return answer ?? redirectResponse(`${sameOriginPath(context.visitor.path)}?submitted=1`);
}

/**
 * The submitted page's path as a same-origin redirect target: a path such as `//evil.example` or
 * `/\evil.example` is protocol-relative to a browser, so leading slashes and backslashes collapse
 * into one slash (no open redirect through a form post).
 */
function sameOriginPath(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`;
}
