import { deflateRawSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendHtml, startTestHttpServer, type TestHttpServer } from '../../test/test-http-server';
import type { HostLookup } from './address-policy';
import { createSafeFetcher } from './safe-fetch';

const resolvesTo =
  (table: Record<string, string>): HostLookup =>
  async (hostname) => {
    const address = table[hostname];
    if (!address) throw new Error(`ENOTFOUND ${hostname}`);
    return [{ address, family: 4 }];
  };

describe('safe fetcher (SSRF guard) against a real server on loopback', () => {
  let site: TestHttpServer;
  let other: TestHttpServer;
  beforeAll(async () => {
    other = await startTestHttpServer((_request, response) => sendHtml(response, '<title>internal admin</title>'));
    site = await startTestHttpServer((request, response) => {
      const path = request.url ?? '/';
      if (path === '/') return sendHtml(response, '<title>Acme</title><h1>Acme</h1>');
      if (path === '/redirect-home') return void response.writeHead(302, { location: '/' }).end();
      if (path === '/to-private') return void response.writeHead(301, { location: `${other.origin}/` }).end();
      if (path === '/to-metadata') return void response.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      if (path === '/to-decimal') return void response.writeHead(302, { location: `http://2130706433:${other.port}/` }).end();
      if (path === '/to-file') return void response.writeHead(302, { location: 'file:///etc/passwd' }).end();
      if (path.startsWith('/loop/')) {
        const step = Number(path.split('/')[2]);
        if (step >= 5) return sendHtml(response, `<p>after redirects</p>`);
        return void response.writeHead(302, { location: `/loop/${step + 1}` }).end();
      }
      if (path === '/json') return void response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      if (path === '/no-type') return void response.end('<p>hi</p>');
      if (path === '/big') {
        response.writeHead(200, { 'content-type': 'text/html' });
        return void response.end('<p>' + 'x'.repeat(3 * 1024 * 1024) + '</p>');
      }
      if (path === '/big-chunked') {
        response.writeHead(200, { 'content-type': 'text/html', 'transfer-encoding': 'chunked' });
        const chunk = 'y'.repeat(64 * 1024);
        let sent = 0;
        const push = () => {
          while (sent < 3 * 1024 * 1024) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', push);
          }
          response.end();
        };
        return push();
      }
      if (path === '/gzip-bomb') {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return void response.end(gzipSync(Buffer.alloc(5 * 1024 * 1024, 0x20)));
      }
      if (path === '/gzip') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
        return void response.end(gzipSync('<h1>Zipped café</h1>'));
      }
      if (path === '/raw-deflate') {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'deflate' });
        return void response.end(deflateRawSync('<h1>Raw</h1>'));
      }
      if (path === '/latin1') {
        response.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
        return void response.end(Buffer.from([0x3c, 0x70, 0x3e, 0x63, 0x61, 0x66, 0xe9]));
      }
      if (path === '/missing') return sendHtml(response, 'gone', 404);
      if (path === '/hang') return; // never answers
      return sendHtml(response, 'unknown', 404);
    });
  });
  afterAll(async () => {
    await site.close();
    await other.close();
  });

  const allowSite = () => createSafeFetcher({ policy: { allowPrivateNetworks: false, allowedPrivateHosts: [`127.0.0.1:${site.port}`] } });

  it('refuses loopback by default, whatever the spelling', async () => {
    const fetchPage = createSafeFetcher();
    for (const address of [
      `${site.origin}/`,
      `http://localhost:${site.port}/`,
      `http://localhost.:${site.port}/`,
      `http://2130706433:${site.port}/`,
      `http://0x7f000001:${site.port}/`,
      `http://0177.0.0.1:${site.port}/`,
      `http://[::1]:${site.port}/`,
      `http://[::ffff:127.0.0.1]:${site.port}/`,
      `http://[::ffff:7f00:1]:${site.port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/',
    ]) {
      // Loopback is refused as a private network (a setting could open it); the metadata service never.
      const reason = /169\.254|fe80/.test(address) ? 'not_allowed' : 'private_network';
      expect(await fetchPage(address), address).toEqual({ ok: false, reason });
    }
    expect(site.requests).toEqual([]);
  });

  it('refuses a DNS name that resolves to loopback', async () => {
    const fetchPage = createSafeFetcher({ lookup: resolvesTo({ 'evil.test': '127.0.0.1' }) });
    expect(await fetchPage(`http://evil.test:${site.port}/`)).toEqual({ ok: false, reason: 'private_network' });
    expect(site.requests).toEqual([]);
  });

  it('connects to the address that was checked (the name never resolves again)', async () => {
    let lookups = 0;
    const fetchPage = createSafeFetcher({
      policy: { allowPrivateNetworks: false, allowedPrivateHosts: [`shop.test:${site.port}`] },
      lookup: async () => {
        lookups += 1;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    const result = await fetchPage(`http://shop.test:${site.port}/`);
    expect(result).toMatchObject({ ok: true, url: `http://shop.test:${site.port}/` });
    expect(lookups).toBe(1);
  });

  it('refuses other schemes and addresses with credentials', async () => {
    const fetchPage = allowSite();
    expect(await fetchPage('file:///etc/passwd')).toEqual({ ok: false, reason: 'invalid_url' });
    expect(await fetchPage('ftp://example.com/')).toEqual({ ok: false, reason: 'invalid_url' });
    expect(await fetchPage('not a url')).toEqual({ ok: false, reason: 'invalid_url' });
    expect(await fetchPage(`http://admin:pw@127.0.0.1:${site.port}/`)).toEqual({ ok: false, reason: 'not_allowed' });
  });

  it('follows a redirect on the allowed server and reads the page', async () => {
    const result = await allowSite()(`${site.origin}/redirect-home`);
    expect(result).toEqual({ ok: true, url: `${site.origin}/`, html: '<title>Acme</title><h1>Acme</h1>' });
  });

  it('checks every redirect: one to another private server, the metadata address or a file is refused', async () => {
    const fetchPage = allowSite();
    for (const path of ['/to-private', '/to-metadata', '/to-decimal', '/to-file']) {
      const reason = path === '/to-private' || path === '/to-decimal' ? 'private_network' : 'not_allowed';
      expect(await fetchPage(`${site.origin}${path}`), path).toEqual({ ok: false, reason });
    }
    expect(other.requests).toEqual([]);
  });

  it('follows 5 redirects and stops at the sixth', async () => {
    expect(await allowSite()(`${site.origin}/loop/0`)).toMatchObject({ ok: true, url: `${site.origin}/loop/5` });
    expect(await allowSite()(`${site.origin}/loop/-1`)).toEqual({ ok: false, reason: 'too_many_redirects' });
  });

  it('accepts HTML only', async () => {
    expect(await allowSite()(`${site.origin}/json`)).toEqual({ ok: false, reason: 'not_html' });
    expect(await allowSite()(`${site.origin}/no-type`)).toEqual({ ok: false, reason: 'not_html' });
  });

  it('refuses pages over 2 MB, announced, streamed or compressed', async () => {
    expect(await allowSite()(`${site.origin}/big`)).toEqual({ ok: false, reason: 'too_large' });
    expect(await allowSite()(`${site.origin}/big-chunked`)).toEqual({ ok: false, reason: 'too_large' });
    expect(await allowSite()(`${site.origin}/gzip-bomb`)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('decompresses and decodes the declared charset', async () => {
    expect(await allowSite()(`${site.origin}/gzip`)).toMatchObject({ ok: true, html: '<h1>Zipped café</h1>' });
    expect(await allowSite()(`${site.origin}/latin1`)).toMatchObject({ ok: true, html: '<p>café' });
    expect(await allowSite()(`${site.origin}/raw-deflate`)).toMatchObject({ ok: true, html: '<h1>Raw</h1>' });
  });

  it('reports an error status and an unreachable host', async () => {
    expect(await allowSite()(`${site.origin}/missing`)).toEqual({ ok: false, reason: 'http_status', status: 404 });
    const closed = await startTestHttpServer(() => undefined);
    await closed.close();
    const fetchPage = createSafeFetcher({ policy: { allowPrivateNetworks: true } });
    expect(await fetchPage(`${closed.origin}/`)).toEqual({ ok: false, reason: 'unreachable' });
    expect(await createSafeFetcher({ lookup: resolvesTo({}) })('https://nowhere.test/')).toEqual({ ok: false, reason: 'unreachable' });
  });

  it('gives up after the total timeout, also when DNS hangs', async () => {
    const fetchPage = createSafeFetcher({ policy: { allowPrivateNetworks: true }, timeoutMs: 300 });
    expect(await fetchPage(`${site.origin}/hang`)).toEqual({ ok: false, reason: 'timeout' });
    const slowDns = createSafeFetcher({ timeoutMs: 200, lookup: () => new Promise(() => undefined) });
    expect(await slowDns('https://slow.test/')).toEqual({ ok: false, reason: 'timeout' });
  });
});
