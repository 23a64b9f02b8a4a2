/**
 * Maps `values` through `task` with at most `concurrency` calls in flight; the results follow the
 * input order. Bounds a fan-out of independent reads or writes (a reconciler's shard Queries, a
 * bulk action's transactions, follow-up writes) so it neither exhausts the SDK's connection pool
 * nor runs past the function's timeout one call at a time.
 */
export async function mapLimited<T, R>(
  values: readonly T[],
  concurrency: number,
  task: (value: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(values.length);
  let next = 0;
  const worker = async () => {
    while (next < values.length) {
      const index = next++;
      results[index] = await task(values[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, values.length) }, worker));
  return results;
}
