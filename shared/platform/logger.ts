import { Logger } from '@aws-lambda-powertools/logger';

/** The structured JSON logger shared by every function (one instance per container). */
export const logger = new Logger({ serviceName: process.env.SERVICE_NAME ?? 'commerce-platform' });
