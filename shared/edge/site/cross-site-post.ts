import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** `Sec-Fetch-Site` values of a request the shop's own page (or the visitor, typing) started. */
const SAME_ORIGIN_FETCHES = new Set(['same-origin', 'none']);

/**
 * Whether a storefront form post was sent by another site: a browser's `Sec-Fetch-Site` other than
 * `same-origin` or `none` (`same-site` included: every other shop shares the storefront domain),
 * or an `Origin` other than the shop's configured origin (`shopUrl`, from configuration, never from
 * a request header). A request carrying neither header is not a browser's cross-site post (every
 * current browser sends at least one on a cross-site POST); such a request still needs a valid
 * form token, checked separately.
 */
export function isCrossSitePost(event: APIGatewayProxyEventV2, shopUrl: string): boolean {
  const fetchSite = event.headers?.['sec-fetch-site']?.trim().toLowerCase();
  if (fetchSite !== undefined && !SAME_ORIGIN_FETCHES.has(fetchSite)) return true;
  const origin = event.headers?.origin?.trim().toLowerCase();
  return origin !== undefined && origin !== new URL(shopUrl).origin;
}
