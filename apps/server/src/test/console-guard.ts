import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * An unexpected `console.error` fails the test that caused it, as an unexpected console error
 * fails a browser test (e2e/support/test.ts): the server logs through its logger, so an error on
 * the console is a bug's only trace. A test that expects one spies on `console.error` itself
 * (`vi.spyOn(console, 'error').mockImplementation(...)`), which this guard then leaves alone.
 */
let guard: ReturnType<typeof vi.spyOn> | undefined;
const written: unknown[][] = [];

beforeEach(() => {
  written.length = 0;
  const original = console.error.bind(console);
  guard = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    written.push(args);
    original(...args);
  });
});

afterEach(() => {
  // A test that put its own spy on console.error took it over: its errors are expected.
  const ownSpy = vi.isMockFunction(console.error) && console.error !== (guard as unknown);
  guard?.mockRestore();
  guard = undefined;
  if (!ownSpy)
    expect(
      written.map((args) => args.map(String).join(' ')),
      'console.error during the test',
    ).toEqual([]);
});
