import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

/** A minimal HTTP API v2.0 event for unit tests of handlers. */
export function apiGatewayEvent(
  overrides: Partial<APIGatewayProxyEventV2> & { method?: string; path?: string } = {},
): APIGatewayProxyEventV2 {
  const { method = 'GET', path = '/', ...rest } = overrides;
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'test-request-id-0001',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...rest,
  };
}

/** A Lambda context for unit tests. */
export const testContext = {
  functionName: 'test',
  awsRequestId: 'aws-request-id',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;
