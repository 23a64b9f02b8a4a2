/**
 * `npx tsx scripts/shard-deliveries.ts`: moves deliveries stored under a key that names no target
 * to their target's shard (shard-unsharded-deliveries.ts), pass after pass until none is found;
 * safe to run again. Targets the table named by TABLE_NAME (default `commerce-platform`), or
 * DynamoDB Local when DYNAMODB_ENDPOINT is set.
 */
import { shardUnshardedDeliveries } from './shard-unsharded-deliveries';

if (process.env.DYNAMODB_ENDPOINT) {
  // DynamoDB Local accepts any credentials; the local runtime uses these same ones.
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.AWS_REGION ??= 'us-east-1';
}
// The shared configuration insists on a cursor key; this script signs no cursors.
process.env.CURSOR_SIGNING_KEY ??= 'unused-by-the-sharding-script';

const MAX_PASSES = 10;
try {
  for (let pass = 1; ; pass++) {
    const { found, moved, changed } = await shardUnshardedDeliveries();
    console.error(
      `pass ${pass}: ${found} deliveries found under an older key, ${moved} moved, ${changed} changed while moving (next pass)`,
    );
    if (found === 0) break;
    if (pass === MAX_PASSES)
      throw new Error(
        `deliveries still under an older key after ${MAX_PASSES} passes; is a function on the old layout still attempting them?`,
      );
  }
} catch (error) {
  console.error(`Sharding deliveries failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
