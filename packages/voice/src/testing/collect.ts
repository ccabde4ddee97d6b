/**
 * Everything an async stream yields, in order: the one way this package's tests read a stream to its
 * end (the server's tests have theirs in apps/server/src/test; a package cannot import an app's rig).
 */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const collected: T[] = [];
  for await (const item of items) collected.push(item);
  return collected;
}
