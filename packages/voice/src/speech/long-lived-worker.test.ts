import { describe, expect, it } from 'vitest';
import type { Worker } from 'node:worker_threads';
import { LongLivedWorker } from './long-lived-worker';

/** A worker that echoes what it is sent, and exits with code 70 when sent 'die'. */
const ECHO = new URL(
  `data:text/javascript,${encodeURIComponent("import { parentPort } from 'node:worker_threads'; parentPort.on('message', (m) => (m === 'die' ? process.exit(70) : parentPort.postMessage(m)));")}`,
);

function echoWorker() {
  const received: unknown[] = [];
  const stopped: { worker: Worker; message: string }[] = [];
  const host = new LongLivedWorker<unknown>(ECHO, {
    onMessage: (message) => received.push(message),
    onStopped: (worker, cause) => stopped.push({ worker, message: cause.message }),
  });
  return { host, received, stopped };
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('a long-lived worker thread', () => {
  it('starts once, on first use, and answers through its handler', async () => {
    const { host, received } = echoWorker();
    const worker = host.current();
    expect(host.current()).toBe(worker);
    worker.postMessage('hello');
    await until(() => received.length > 0);
    expect(received).toEqual(['hello']);
    await host.close();
  });

  it('reports a thread that died once, and starts a successor on the next use', async () => {
    const { host, received, stopped } = echoWorker();
    const first = host.current();
    first.postMessage('die');
    await until(() => stopped.length > 0);
    expect(stopped).toEqual([{ worker: first, message: 'exited with code 70' }]);
    expect(host.isCurrent(first)).toBe(false);
    const second = host.current();
    expect(second).not.toBe(first);
    second.postMessage('again');
    await until(() => received.length > 0);
    expect(received).toEqual(['again']);
    expect(stopped).toHaveLength(1);
    await host.close();
  });

  it('does not report a thread closed on purpose', async () => {
    const { host, stopped } = echoWorker();
    const worker = host.current();
    await host.close();
    expect(host.isCurrent(worker)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toEqual([]);
  });
});
