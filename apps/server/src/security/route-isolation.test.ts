import { randomUUID } from 'node:crypto';
import { clientMessageSchema } from '@rehearse/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';
import {
  caseName,
  routeTable,
  type Ctx,
  type Ids,
  type OwnCase,
  type PublicCase,
  type RouteCase,
  type SocketCase,
} from './route-table.test-support';
import { createSecurityApp, openSocket, upgradeStatus, type Actor, type SecurityApp } from './security.test-support';
import { waitUntil } from '../test/wait-until';

let s: SecurityApp;

beforeAll(async () => {
  s = await createSecurityApp();
});

afterAll(async () => {
  await s.close();
});

const NOT_SIGNED_IN = '{"error":{"code":"not_authenticated","message":"User not authenticated"}}';

function send(row: OwnCase | PublicCase, ctx: Ctx, cookie?: string, method: string = row.method): Promise<LightMyRequestResponse> {
  const request = row.request(ctx);
  return s.app.inject({
    ...request,
    method: method as InjectOptions['method'],
    headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
  });
}

/** Everything the owner can read: it must not change while others try the owner's routes. */
async function snapshot(owner: Actor): Promise<string[]> {
  return Promise.all(
    ['/api/auth/session', '/api/scenarios', '/api/scorecards', '/api/sessions', '/api/credits'].map(async (url) => {
      const response = await s.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
      return `${response.statusCode} ${response.body}`;
    }),
  );
}

/** The same ids, each swapped for a random UUID: what a guess at an id looks like. */
const unknownIds = (ids: Ids): Ids => Object.fromEntries(Object.keys(ids).map((key) => [key, randomUUID()]));

async function freshWorld(row: RouteCase): Promise<{ ctx: Ctx; other: Actor }> {
  const owner = await signUpUser(s.app);
  const other = await signUpUser(s.app);
  const ids = (await row.setup?.(s, owner)) ?? {};
  return { ctx: { s, owner, ids }, other };
}

async function checkPublic(row: PublicCase) {
  const { ctx, other } = await freshWorld(row);
  const before = await snapshot(ctx.owner);
  for (const [who, cookie] of [
    ['visitor', undefined],
    ['other', other.cookie],
    ['owner', ctx.owner.cookie],
  ] as const) {
    if (who === 'owner') expect(await snapshot(ctx.owner)).toEqual(before);
    const response = await send(row, ctx, cookie);
    row.expectAnswer(response, who, ctx);
    if (row.method === 'GET') expect((await send(row, ctx, cookie, 'HEAD')).statusCode).toBe(response.statusCode);
  }
}

async function checkOwn(row: OwnCase) {
  const { ctx, other } = await freshWorld(row);
  const before = await snapshot(ctx.owner);
  const methods = row.method === 'GET' ? ['GET', 'HEAD'] : [row.method];

  for (const method of methods) {
    const visitor = await send(row, ctx, undefined, method);
    expect(visitor.statusCode, `visitor ${method}`).toBe(401);
    if (method !== 'HEAD') expect(visitor.body).toBe(NOT_SIGNED_IN);

    const foreign = await send(row, ctx, other.cookie, method);
    if (row.other === 'not-found') {
      // Another user's resource is not found, in the very words of an id that does not exist.
      const unknown = await send(row, { ...ctx, ids: unknownIds(ctx.ids) }, other.cookie, method);
      expect(foreign.statusCode, `other user ${method}`).toBe(404);
      expect([foreign.body, foreign.headers['content-type']]).toEqual([unknown.body, unknown.headers['content-type']]);
      if (method !== 'HEAD')
        expect(foreign.json()).toMatchObject({ error: { code: 'not_found', message: expect.stringMatching(/not found/) } });
    } else {
      expect(foreign.statusCode, `other user ${method}: ${foreign.body}`).toBeLessThan(300);
      if (method !== 'HEAD') row.expectOther?.(foreign, ctx);
    }
  }
  expect(await snapshot(ctx.owner)).toEqual(before);
  await row.afterOther?.(ctx);

  const own = await send(row, ctx, ctx.owner.cookie);
  expect(own.statusCode, own.body).toBe(row.ownerStatus);
  row.expectOwner?.(own, ctx);
}

async function checkSocket(row: SocketCase) {
  const { ctx, other } = await freshWorld(row);
  const url = row.url(ctx.ids);
  const before = await snapshot(ctx.owner);
  expect(await upgradeStatus(s.app, url), 'visitor').toBe(401);
  const refusedVisitor = await s.app.inject({ method: 'GET', url });
  expect(refusedVisitor.body).toBe(NOT_SIGNED_IN);

  let otherFeed: Awaited<ReturnType<typeof openSocket>> | undefined;
  if (row.names === 'resource') {
    const unknownUrl = row.url(unknownIds(ctx.ids));
    expect(await upgradeStatus(s.app, url, other.cookie), 'other user').toBe(404);
    expect(await upgradeStatus(s.app, unknownUrl, other.cookie), 'unknown id').toBe(404);
    // The refusal's body (seen by a plain GET) says no more than for an id that does not exist.
    const foreign = await s.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } });
    const unknown = await s.app.inject({ method: 'GET', url: unknownUrl, headers: { cookie: other.cookie } });
    expect([foreign.statusCode, foreign.body]).toEqual([404, unknown.body]);
  } else {
    otherFeed = await openSocket(s.app, url, other.cookie);
    await waitUntil(() => otherFeed!.messages.length > 0, { what: 'other user subscribed' });
  }
  expect(await snapshot(ctx.owner)).toEqual(before);

  if (row.names === 'resource') {
    // Without an upgrade the owner gets a 404 too, and the call's single-use token stays unused.
    for (const method of ['GET', 'HEAD'] as const)
      expect((await s.app.inject({ method, url, headers: { cookie: ctx.owner.cookie } })).statusCode).toBe(404);
  }
  await s.app.ready();
  const client = await openSocket(s.app, url, ctx.owner.cookie);
  await waitUntil(() => client.messages.length > 0, { what: 'first message' });
  expect(client.messages[0]).toMatchObject(
    row.names === 'resource' ? { type: 'listening', callId: ctx.ids.callId } : { type: 'SUBSCRIBED' },
  );
  const pipeline = s.calls.pipelines.find((candidate) => candidate.options.callId === ctx.ids.callId);
  await row.exchange(client, { ...ctx, pipeline });
  expect(client.messages.filter((message) => message.type === 'protocol-error')).toEqual([]);
  expect(client.unparsed).toEqual([]);
  if (otherFeed) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(otherFeed.messages).toEqual([{ type: 'SUBSCRIBED' }]);
    otherFeed.socket.terminate();
  }
  if (row.names === 'resource') {
    client.socket.send(JSON.stringify({ type: 'end-call' }));
    await waitUntil(() => client.closeCode === 1000, { what: 'call closed' });
  } else {
    client.socket.terminate();
  }
}

describe(`route isolation (${testDatabaseKind})`, () => {
  it('has a row for every route the app serves, every call message type, and no stale rows', () => {
    const listed = (method: string, url: string) =>
      routeTable.some(
        (row) =>
          (row.method === method || (method === 'HEAD' && row.method === 'GET')) &&
          (typeof row.route === 'string' ? row.route === url : row.route.test(url)),
      );
    const missing = s.routes.filter((route) => !listed(route.method, route.url)).map((route) => `${route.method} ${route.url}`);
    expect(missing, 'routes the isolation table does not list').toEqual([]);
    const stale = routeTable.filter(
      (row) =>
        !s.routes.some(
          (route) => route.method === row.method && (typeof row.route === 'string' ? row.route === route.url : row.route.test(route.url)),
        ),
    );
    expect(stale.map(caseName), 'table rows for routes the app does not serve').toEqual([]);

    const messageTypes = clientMessageSchema.options.map((option) => option.shape.type.value);
    const tested = routeTable
      .filter((row): row is SocketCase => row.access === 'socket' && row.route === '/api/calls/:id/stream')
      .map((row) => row.message);
    expect([...messageTypes, 'audio (binary)'].sort()).toEqual([...tested].sort());
  });

  it.each(routeTable.map((row) => [caseName(row), row] as const))('%s: visitor, other user, owner', async (_name, row) => {
    if (row.access === 'public') await checkPublic(row);
    else if (row.access === 'own') await checkOwn(row);
    else await checkSocket(row);
  });

  it('answers pages of the web app with index.html for everyone, and an unknown API path with a JSON 404', async () => {
    const { cookie } = await signUpUser(s.app);
    for (const headers of [{}, { cookie }]) {
      const page = await s.app.inject({ method: 'GET', url: '/sessions', headers });
      expect([page.statusCode, page.body]).toEqual([200, expect.stringContaining('<title>Rehearse</title>')]);
      const api = await s.app.inject({ method: 'GET', url: '/api/nothing-here', headers });
      expect([api.statusCode, api.json()]).toEqual([404, { error: { code: 'not_found', message: 'Not found' } }]);
    }
  });
});
