/** Bounded concurrency for a handful of slow, independent steps (uploads, decoder processes). */

/**
 * `fn` of each item, at most `limit` running at once, the results in the items' order (however
 * they finish). Rejects with the first failure; steps already running are left to end.
 */
export async function mapConcurrently<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer (got ${limit})`);
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await fn(items[i]!, i);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
