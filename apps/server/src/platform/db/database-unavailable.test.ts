import { createServer } from 'node:net';
import pg from 'pg';
import { expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withFields = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

it.each([
  ['a server that refuses connections', withFields('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }), true],
  [
    'a terminated backend (57P01)',
    withFields('terminating connection due to administrator command', { code: '57P01', severity: 'FATAL' }),
    true,
  ],
  ['a server starting up (57P03)', withFields('the database system is starting up', { code: '57P03', severity: 'FATAL' }), true],
  ['a connection exception (class 08)', withFields('connection failure', { code: '08006' }), true],
  [
    'a database not accepting connections',
    withFields('database "x" is not currently accepting connections', { code: '55000', severity: 'FATAL' }),
    true,
  ],
  ['a socket closed under the driver', new Error('Connection terminated unexpectedly'), true],
  ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect'), true],
  ['both addresses of localhost refused', new AggregateError([withFields('x', { code: 'ECONNREFUSED' })], ''), true],
  ['a unique violation', withFields('duplicate key value violates unique constraint', { code: '23505', severity: 'ERROR' }), false],
  ['a syntax error', withFields('syntax error at or near "SELEC"', { code: '42601', severity: 'ERROR' }), false],
  ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')"), false],
  ['not an error', 'ECONNREFUSED', false],
])('%s', (_name, error, expected) => {
  expect(isDatabaseUnavailable(error)).toBe(expected);
});

it('recognises what node-postgres throws when nothing listens on the port', async () => {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody', database: 'none' });
  const failure = await client.connect().then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(isDatabaseUnavailable(failure)).toBe(true);
});
