import { Runtime } from 'aws-cdk-lib/aws-lambda';

/**
 * The Lambda runtime of every function, in one place: the local runtime's pinned `node@N`
 * devDependency, the esbuild target and the cdk-nag latest-runtime check all follow it.
 */
export const lambdaRuntime = Runtime.NODEJS_24_X;

/** esbuild target matching {@link lambdaRuntime} (`nodejs24.x` → `node24`). */
export const bundleTarget = lambdaRuntime.name.replace(/^nodejs(\d+)\.x$/, 'node$1');
