/**
 * The X-Ray side of Powertools Tracer, in one module that functions load with `import()` only
 * (lib/bundling/lazy-modules.ts): the X-Ray SDK is a third of a bundle, and a container needs it
 * only once it serves a sampled invocation.
 */
export { Tracer } from '@aws-lambda-powertools/tracer';
export { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
