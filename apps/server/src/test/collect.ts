/** Everything an async stream yields, in order: the one way tests read a stream to its end. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const collected: T[] = [];
  for await (const item of items) collected.push(item);
  return collected;
}
