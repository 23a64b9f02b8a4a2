import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { readVisitor } from '../../shared/edge/site/visitor';

/** A storefront page request with these headers and query string. */
function pageRequest(headers: Record<string, string>, rawQueryString = ''): APIGatewayProxyEventV2 {
  return {
    headers,
    rawQueryString,
    rawPath: '/',
    requestContext: { http: { path: '/', sourceIp: '192.0.2.1' } },
  } as unknown as APIGatewayProxyEventV2;
}

const saved = process.env.TRUSTED_VIEWER_COUNTRY_HEADER;
afterEach(() => {
  if (saved === undefined) delete process.env.TRUSTED_VIEWER_COUNTRY_HEADER;
  else process.env.TRUSTED_VIEWER_COUNTRY_HEADER = saved;
});

describe('visitor country', () => {
  it('deployed (TRUSTED_VIEWER_COUNTRY_HEADER set), comes from the CDN header only: client overrides change nothing', () => {
    process.env.TRUSTED_VIEWER_COUNTRY_HEADER = 'CloudFront-Viewer-Country';
    expect(
      readVisitor(pageRequest({ 'cloudfront-viewer-country': 'FR', 'x-visitor-country': 'DE' }, 'country=US')).country,
    ).toBe('FR');
    expect(readVisitor(pageRequest({ 'x-visitor-country': 'DE' }, 'country=US')).country).toBeUndefined();
  });

  it('locally (unset), the CDN header, then X-Visitor-Country, then ?country= name it', () => {
    delete process.env.TRUSTED_VIEWER_COUNTRY_HEADER;
    expect(readVisitor(pageRequest({ 'x-visitor-country': 'de' }, 'country=US')).country).toBe('DE');
    expect(readVisitor(pageRequest({}, 'country=us')).country).toBe('US');
  });
});
