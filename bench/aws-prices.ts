/**
 * AWS list prices, us-east-1, as published on the services' pricing pages (checked November
 * 2026; first pricing tier, no free tier, no savings plans). Update the date with the numbers.
 */
export const awsPrices = {
  checked: '2026-11',
  region: 'us-east-1',
  /** Lambda on arm64: per GB-second of duration and per request. */
  lambdaArmGbSecond: 0.0000133334,
  lambdaRequest: 0.2 / 1e6,
  /** API Gateway HTTP API, per request (first 300 million a month). */
  httpApiRequest: 1.0 / 1e6,
  /** DynamoDB on-demand: per write request unit (1 KB) and read request unit (4 KB strongly consistent). */
  dynamodbWriteUnit: 0.625 / 1e6,
  dynamodbReadUnit: 0.125 / 1e6,
  /** SQS standard queue, per request (each 64 KB of payload counts as one). */
  sqsRequest: 0.4 / 1e6,
  /** CloudFront, per HTTPS request (United States, Europe), answered from the edge or not. */
  cloudFrontRequest: 0.01 / 1e4,
  /** EventBridge, per custom event published (64 KB chunks). */
  eventBridgeEvent: 1.0 / 1e6,
} as const;

/** DynamoDB's documented per-partition limits. */
export const partitionLimits = { writeUnitsPerSecond: 1000, readUnitsPerSecond: 3000 } as const;
