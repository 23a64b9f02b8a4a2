/**
 * Environment the bench sets before any project module is evaluated: run.ts imports this module
 * first, and ESM evaluates imports in order.
 */

// shared/platform/logger.ts fixes its level when first imported, before the local runtime's own WARN
// default applies; at INFO every request would print a line over the table. The floor logs
// nothing either, so both sides are measured without the per-request log write.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';

// The webhook deliveries section subscribes a receiver on 127.0.0.1, which only the local runtime
// with this switch accepts (deployed stacks never set it).
process.env.ALLOW_PRIVATE_TARGETS = '1';

// Every handler writes one CloudWatch EMF line per request on stdout (shared/platform/observability/metrics.ts);
// in the bench they would bury the tables, and the floors write none either.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

// The webhook runs read write units per partition key from the consumers' worker threads
// (lib/local/partition-writes.ts); only measured when asked, as it makes DynamoDB return each updated item.
process.env.LOCAL_PARTITION_WRITES = '1';

// The local scheduler's poller fires what is due at the wall clock, once a second per group; the
// renewals section fires its schedules itself (as of one instant) and counts every DynamoDB call
// meanwhile, so the idle polls' Queries would be counted as renewal calls.
process.env.LOCAL_SCHEDULER_INTERVAL_MS ??= String(3_600_000);

// Measure what deployed functions do: routes declared `exact` send their payload unparsed there,
// while the local runtime (and the suite) would parse and compare every response.
process.env.VALIDATE_RESPONSES = '0';
