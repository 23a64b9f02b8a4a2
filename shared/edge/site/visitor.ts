import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { prefersHtml } from '../http/prefers-html';
import { readCartCookie } from './cart-cookie';
import { viewerAddress } from './viewer-address';

/**
 * Who is asking for a storefront page, read once from the gateway event. The host is not part of it:
 * shop URLs come from configuration (shared/domains/storefront/storefront-url.ts), never from request headers.
 */
export interface Visitor {
  path: string;
  query: URLSearchParams;
  /**
   * ISO alpha-2. Deployed (TRUSTED_VIEWER_COUNTRY_HEADER set, e.g. `CloudFront-Viewer-Country`):
   * from that header only, which the CDN sets. Locally (unset): also the overrides
   * `X-Visitor-Country` and `?country=`, for `npm start` and tests.
   */
  country: string | undefined;
  /** The visitor's chosen language: `?lang=`, else the first `Accept-Language` tag; `en` by default. */
  language: string;
  acceptsHtml: boolean;
  /** A JSON client (`Accept: application/json` preferred over HTML). */
  wantsJson: boolean;
  /** The viewer's address: CloudFront's `CloudFront-Viewer-Address` on requests proven to come through the distribution, else `sourceIp`. */
  ip: string;
  /** The `cart_token` cookie: the shopper's storefront cart (README "Storefront cart and checkout"). */
  cartToken: string | undefined;
}

const COUNTRY = /^[A-Z]{2}$/;
const LANGUAGE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/;

/** Reads the visitor from the API Gateway event. */
export function readVisitor(event: APIGatewayProxyEventV2): Visitor {
  const headers = event.headers ?? {};
  const query = new URLSearchParams(event.rawQueryString ?? '');
  const trusted = process.env.TRUSTED_VIEWER_COUNTRY_HEADER?.toLowerCase();
  const countrySources = trusted
    ? [headers[trusted]]
    : [headers['cloudfront-viewer-country'], headers['x-visitor-country'], query.get('country')];
  const country = countrySources
    .map((value) => value?.trim().toUpperCase())
    .find((value) => value !== undefined && COUNTRY.test(value));
  const language = [query.get('lang'), headers['accept-language']?.split(',')[0]?.split(';')[0]]
    .map((value) => value?.trim().toLowerCase())
    .find((value) => value !== undefined && LANGUAGE.test(value));
  const accept = headers.accept;
  return {
    path: event.rawPath ?? event.requestContext.http.path,
    query,
    country,
    language: language?.split('-')[0] ?? 'en',
    acceptsHtml: acceptsHtml(accept),
    wantsJson: accept !== undefined && !prefersHtml(accept) && /json/i.test(accept),
    ip: viewerAddress(event),
    cartToken: readCartCookie(event.cookies ?? headers.cookie?.split(/;\s*/) ?? []),
  };
}

/** True unless the Accept header names types and none of them covers text/html (with q > 0). */
function acceptsHtml(accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  return accept.split(',').some((part) => {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    return ['text/html', 'text/*', '*/*'].includes(range.trim()) && (q === undefined || Number(q) > 0);
  });
}
