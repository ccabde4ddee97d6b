/**
 * A single-consumer queue read with `for await`: producers push, end or fail it; the consumer's
 * iteration ends after the last item, or rejects with the failure once the queued items are read.
 */
export class AsyncQueue<T> implements AsyncIterable<T> {
  private readonly items: T[] = [];
  private waiting: { resolve: (result: IteratorResult<T>) => void; reject: (error: unknown) => void } | undefined;
  private ended = false;
  private failure: { error: unknown } | undefined;

  push(item: T): void {
    if (this.ended || this.failure) return;
    if (this.waiting) {
      const waiting = this.waiting;
      this.waiting = undefined;
      waiting.resolve({ value: item, done: false });
    } else {
      this.items.push(item);
    }
  }

  end(): void {
    if (this.ended || this.failure) return;
    this.ended = true;
    this.waiting?.resolve({ value: undefined, done: true });
    this.waiting = undefined;
  }

  fail(error: unknown): void {
    if (this.ended || this.failure) return;
    this.failure = { error };
    this.waiting?.reject(error);
    this.waiting = undefined;
  }

  get isFinished(): boolean {
    return this.ended || this.failure !== undefined;
  }

  [Symbol.asyncIterator](): AsyncIterator<T> {
    return {
      next: () => {
        const item = this.items.shift();
        if (item !== undefined) return Promise.resolve({ value: item, done: false });
        if (this.failure) return Promise.reject(this.failure.error);
        if (this.ended) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve, reject) => {
          this.waiting = { resolve, reject };
        });
      },
      return: () => {
        this.end();
        return Promise.resolve({ value: undefined, done: true });
      },
    };
  }
}
