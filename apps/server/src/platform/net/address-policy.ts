import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * public: reachable on the internet. private: this machine or a private network (loopback, RFC 1918,
 * CGNAT, IPv6 unique-local), opened only by an explicit policy. forbidden: never fetched, whatever
 * the policy (unspecified, link-local with the cloud metadata service, multicast, reserved...).
 */
export type AddressClass = 'public' | 'private' | 'forbidden';

const PRIVATE_V4 = new Set(['loopback', 'private', 'carrierGradeNat']);
const PRIVATE_V6 = new Set(['loopback', 'uniqueLocal', 'deprecatedSiteLocal']);
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

export function classifyAddress(address: string): AddressClass {
  if (!isIP(address)) return 'forbidden';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return classifyV4(parsed as ipaddr.IPv4);
  return classifyV6(parsed as ipaddr.IPv6);
}

function classifyV4(address: ipaddr.IPv4): AddressClass {
  const range = address.range();
  if (range === 'unicast') return 'public';
  return PRIVATE_V4.has(range) ? 'private' : 'forbidden';
}

function classifyV6(address: ipaddr.IPv6): AddressClass {
  // Addresses that carry an IPv4 address are judged by it: ::ffff:127.0.0.1 is loopback.
  const embedded = embeddedV4Of(address);
  if (embedded) return classifyV4(embedded);
  const range = address.range();
  if (range === 'unicast') return address.match(GLOBAL_UNICAST_V6) ? 'public' : 'forbidden';
  return PRIVATE_V6.has(range) ? 'private' : 'forbidden';
}

/** The IPv4 address inside mapped (::ffff:a.b.c.d), translated, compatible (::a.b.c.d), NAT64 and 6to4 forms. */
function embeddedV4Of(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const parts = address.parts;
  const fromWords = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  const range = address.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145' || address.match(NAT64_WELL_KNOWN)) {
    return fromWords(parts[6]!, parts[7]!);
  }
  if (range === '6to4') return fromWords(parts[1]!, parts[2]!);
  // IPv4-compatible (deprecated ::/96), but not :: and ::1 which have their own meaning.
  if (parts.slice(0, 6).every((part) => part === 0) && (parts[6] !== 0 || parts[7]! > 1)) {
    return fromWords(parts[6]!, parts[7]!);
  }
  return undefined;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has; injected so tests can make any name point anywhere. */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: HostLookup = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
};

/** Which targets besides the public internet may be fetched. */
export interface NetworkPolicy {
  /** Opens loopback and private networks (tests, or a dev setup that serves a site on this machine). */
  allowPrivateNetworks: boolean;
  /** Exact `host:port` origins opened although private (a test's own server); redirects elsewhere are still checked. */
  allowedPrivateHosts?: readonly string[];
}

export const PUBLIC_ONLY: NetworkPolicy = { allowPrivateNetworks: false };

export type TargetCheck = { ok: true; pinned: ResolvedAddress } | { ok: false; reason: 'not_allowed' | 'private_network' | 'unreachable' };

const isLocalhostName = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

/**
 * Decides whether a URL's host may be contacted, and the one address to connect to. The URL must
 * already be parsed by WHATWG rules, which turn 2130706433, 0x7f000001 and 0177.0.0.1 into
 * 127.0.0.1, so every spelling of an address is checked as the address it is. A name is resolved
 * once and refused if any of its addresses is refused (a name must not mix public and private).
 */
export async function checkTarget(url: URL, policy: NetworkPolicy, lookup: HostLookup): Promise<TargetCheck> {
  const hostname = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const privateAllowed = policy.allowPrivateNetworks || (policy.allowedPrivateHosts ?? []).includes(`${hostname}:${port}`);
  const allowed = (address: string) => {
    const kind = classifyAddress(address);
    return kind === 'public' || (kind === 'private' && privateAllowed);
  };

  // A refusal says whether the policy could open it (a private network) or nothing can (forbidden).
  const refusal = (addresses: readonly string[]): TargetCheck => ({
    ok: false,
    reason: addresses.some((address) => classifyAddress(address) === 'forbidden') ? 'not_allowed' : 'private_network',
  });
  if (isIP(hostname)) {
    return allowed(hostname) ? { ok: true, pinned: { address: hostname, family: isIP(hostname) === 6 ? 6 : 4 } } : refusal([hostname]);
  }
  // Whatever a resolver says, these names mean this machine.
  if (isLocalhostName(hostname) && !privateAllowed) return { ok: false, reason: 'private_network' };

  let addresses: ResolvedAddress[];
  try {
    addresses = await lookup(hostname);
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  if (addresses.length === 0) return { ok: false, reason: 'unreachable' };
  if (!addresses.every((entry) => allowed(entry.address))) return refusal(addresses.map((entry) => entry.address));
  return { ok: true, pinned: addresses[0]! };
}
