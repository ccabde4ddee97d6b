import type { LookupAddress, LookupOptions } from 'node:dns';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Agent, request } from 'undici';
import { checkTarget, PUBLIC_ONLY, systemLookup, type HostLookup, type NetworkPolicy, type ResolvedAddress } from './address-policy';

export interface SafeFetchOptions {
  policy?: NetworkPolicy;
  lookup?: HostLookup;
  /** For the whole fetch, redirects included. */
  timeoutMs?: number;
  /** Of the page after decompression. */
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
}

export const SAFE_FETCH_DEFAULTS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 } as const;

export type SafeFetchFailure =
  | 'invalid_url'
  | 'not_allowed'
  | 'private_network'
  | 'unreachable'
  | 'http_status'
  | 'not_html'
  | 'too_large'
  | 'too_many_redirects'
  | 'timeout';

export type SafeFetchResult = { ok: true; url: string; html: string } | { ok: false; reason: SafeFetchFailure; status?: number };

/** Fetches one HTML page from the public web on behalf of a user (the website analysis). */
export type PageFetcher = (url: string, signal?: AbortSignal) => Promise<SafeFetchResult>;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; RehearseProfileBot/0.1; company profile for sales practice)';

class Refused extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    readonly status?: number,
  ) {
    super(reason);
  }
}

/**
 * A fetcher that cannot be turned against the server's own network (SSRF): http(s) only; the host
 * is resolved and checked, then the connection is pinned to the checked address so DNS cannot
 * answer differently at connect time; every redirect is followed by hand and checked the same way;
 * one timeout covers everything; the page must be HTML and is read up to a size cap.
 */
export function createSafeFetcher(options: SafeFetchOptions = {}): PageFetcher {
  const policy = options.policy ?? PUBLIC_ONLY;
  const lookup = options.lookup ?? systemLookup;
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;

  return async function fetchPage(address, signal) {
    const deadline = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
    try {
      let url = parseWebUrl(address);
      for (let redirects = 0; ; redirects += 1) {
        const hop = await fetchOnce(url, combined);
        if (hop.kind === 'page') return { ok: true, url: url.href, html: hop.html };
        if (redirects >= maxRedirects) throw new Refused('too_many_redirects');
        url = parseWebUrl(hop.location, url, 'not_allowed');
      }
    } catch (error) {
      if (error instanceof Refused) return { ok: false, reason: error.reason, ...(error.status ? { status: error.status } : {}) };
      if (deadline.aborted) return { ok: false, reason: 'timeout' };
      if (signal?.aborted) throw error;
      return { ok: false, reason: 'unreachable' };
    }
  };

  async function fetchOnce(
    url: URL,
    signal: AbortSignal,
  ): Promise<{ kind: 'page'; html: string } | { kind: 'redirect'; location: string }> {
    const target = await untilAborted(checkTarget(url, policy, lookup), signal);
    if (!target.ok) throw new Refused(target.reason);
    signal.throwIfAborted();
    const agent = new Agent({ connect: { lookup: pinnedLookup(target.pinned) } });
    try {
      const response = await request(url, {
        dispatcher: agent,
        method: 'GET',
        signal,
        headers: { 'user-agent': userAgent, accept: 'text/html,application/xhtml+xml;q=0.9', 'accept-encoding': 'gzip, deflate, br' },
      });
      const header = (name: string) => {
        const value = response.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const location = header('location');
      if (REDIRECTS.has(response.statusCode) && location) {
        await response.body.dump();
        return { kind: 'redirect', location };
      }
      if (response.statusCode < 200 || response.statusCode >= 300) {
        await response.body.dump();
        throw new Refused('http_status', response.statusCode);
      }
      const contentType = header('content-type') ?? '';
      if (!HTML_TYPES.has(contentType.split(';')[0]!.trim().toLowerCase())) {
        await response.body.dump();
        throw new Refused('not_html');
      }
      if (Number(header('content-length') ?? 0) > maxBytes) {
        await response.body.dump();
        throw new Refused('too_large');
      }
      const raw = await readCapped(response.body, maxBytes);
      const body = await decompress(raw, header('content-encoding'), maxBytes);
      return { kind: 'page', html: decodeText(body, contentType) };
    } finally {
      void agent.destroy().catch(() => undefined);
    }
  }
}

/** A slow resolver must not outlive the timeout. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function parseWebUrl(value: string, base?: URL, invalid: SafeFetchFailure = 'invalid_url'): URL {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    throw new Refused(invalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refused(invalid === 'invalid_url' ? 'invalid_url' : 'not_allowed');
  // Credentials in an address are a way to smuggle an intranet login; a company site needs none.
  if (url.username || url.password) throw new Refused('not_allowed');
  return url;
}

/** Answers every resolution of the connection with the address that was checked. */
function pinnedLookup(pinned: ResolvedAddress) {
  return (
    _hostname: string,
    options: LookupOptions,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
}

async function readCapped(body: AsyncIterable<Buffer> & { destroy(error?: Error): unknown }, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) {
      body.destroy();
      throw new Refused('too_large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const inflateRaw = promisify(zlib.inflateRaw);
const brotli = promisify(zlib.brotliDecompress);

/** Decompresses with the same cap on the output, so a small compressed bomb cannot fill memory. */
async function decompress(body: Buffer, encoding: string | undefined, maxBytes: number): Promise<Buffer> {
  const kind = (encoding ?? 'identity').trim().toLowerCase();
  try {
    if (kind === 'gzip' || kind === 'x-gzip') return await gunzip(body, { maxOutputLength: maxBytes });
    if (kind === 'deflate') {
      // 'deflate' should be zlib-wrapped, but some servers send raw deflate.
      return await inflate(body, { maxOutputLength: maxBytes }).catch((error: unknown) => {
        if (error instanceof RangeError) throw error;
        return inflateRaw(body, { maxOutputLength: maxBytes });
      });
    }
    if (kind === 'br') return await brotli(body, { maxOutputLength: maxBytes });
  } catch (error) {
    if (error instanceof RangeError || (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new Refused('too_large');
    throw new Refused('unreachable');
  }
  return body;
}

function decodeText(body: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
