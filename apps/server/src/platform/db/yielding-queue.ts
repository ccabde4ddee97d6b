/**
 * Runs async work one item at a time, in the order it was queued, letting the event loop turn
 * (setImmediate) before each item.
 *
 * Why: PGlite runs SQL synchronously on this thread and its own lock hands over to the next waiter
 * through promises, so a backlog of queries ran back to back inside one event-loop turn. Under load
 * that turn grew to seconds; Node takes one new connection per turn and reads no socket meanwhile,
 * so requests on new connections waited in the listen queue until the load stopped. One item per
 * turn keeps accepting connections and reading requests going while the database is busy.
 */
export type YieldingQueue = <T>(work: () => Promise<T>) => Promise<T>;

export function createYieldingQueue(): YieldingQueue {
  const waiting: (() => Promise<void>)[] = [];
  let busy = false;

  function runNext(): void {
    const item = waiting.shift();
    if (!item) {
      busy = false;
      return;
    }
    setImmediate(() => void item().finally(runNext));
  }

  return <T>(work: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push(async () => {
        try {
          resolve(await work());
        } catch (error) {
          reject(error);
        }
      });
      if (!busy) {
        busy = true;
        runNext();
      }
    });
}
