import { describe, expect, it } from 'vitest';
import { checkTarget, classifyAddress, PUBLIC_ONLY, type HostLookup } from './address-policy';

const resolvesTo =
  (table: Record<string, string[]>): HostLookup =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
const noDns: HostLookup = async () => {
  throw new Error('no lookup expected');
};

describe('address classes', () => {
  it.each([
    ['93.184.216.34', 'public'],
    ['8.8.8.8', 'public'],
    ['2606:4700::6810:84e5', 'public'],
    ['127.0.0.1', 'private'],
    ['127.255.255.254', 'private'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.255', 'private'],
    ['::1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.169.254', 'forbidden'],
    ['169.254.0.1', 'forbidden'],
    ['fe80::1', 'forbidden'],
    ['febf::1', 'forbidden'],
    ['0.0.0.0', 'forbidden'],
    ['0.1.2.3', 'forbidden'],
    ['::', 'forbidden'],
    ['224.0.0.1', 'forbidden'],
    ['239.255.255.250', 'forbidden'],
    ['ff02::1', 'forbidden'],
    ['255.255.255.255', 'forbidden'],
    ['240.0.0.1', 'forbidden'],
    ['192.0.2.1', 'forbidden'],
    ['198.18.0.1', 'forbidden'],
    ['2001:db8::1', 'forbidden'],
    ['::ffff:127.0.0.1', 'private'],
    ['::ffff:7f00:1', 'private'],
    ['::ffff:169.254.169.254', 'forbidden'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['::127.0.0.1', 'private'],
    ['::a9fe:a9fe', 'forbidden'],
    ['64:ff9b::7f00:1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'forbidden'],
    ['64:ff9b::808:808', 'public'],
    ['2002:7f00:1::', 'private'],
    ['2002:a9fe:a9fe::1', 'forbidden'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'forbidden'],
    ['not-an-ip', 'forbidden'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });
});

describe('target check on WHATWG-normalised URLs', () => {
  it.each([
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://0x7f.0.0.1/',
    'http://127.1/',
    'http://017700000001/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[0:0:0:0:0:ffff:7f00:1]/',
    'http://[fe80::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://0/',
    'http://0.0.0.0:8080/',
    'http://10.0.0.1/',
    'http://192.168.0.1/',
    'http://100.100.100.200/',
  ])('refuses %s without asking DNS', async (address) => {
    // Loopback and private networks are refused as such (a setting could open them); the rest never.
    const reason = classifyAddress(new URL(address).hostname.replace(/^\[|\]$/g, '')) === 'private' ? 'private_network' : 'not_allowed';
    expect(await checkTarget(new URL(address), PUBLIC_ONLY, noDns)).toEqual({ ok: false, reason });
  });

  it.each(['http://localhost/', 'http://localhost./', 'http://LOCALHOST:3000/', 'http://app.localhost/', 'http://a.b.localhost./'])(
    'refuses the localhost name %s even if a resolver said otherwise',
    async (address) => {
      const lying = resolvesTo({ localhost: ['93.184.216.34'], 'app.localhost': ['93.184.216.34'], 'a.b.localhost': ['93.184.216.34'] });
      expect(await checkTarget(new URL(address), PUBLIC_ONLY, lying)).toEqual({ ok: false, reason: 'private_network' });
    },
  );

  it('refuses a name that resolves to a private address, or to any private among public ones', async () => {
    const lookup = resolvesTo({
      'evil.test': ['127.0.0.1'],
      'mixed.test': ['93.184.216.34', '10.0.0.5'],
      'meta.test': ['169.254.169.254'],
    });
    for (const host of ['evil.test', 'evil.test.', 'mixed.test']) {
      expect(await checkTarget(new URL(`https://${host}/`), PUBLIC_ONLY, lookup)).toEqual({ ok: false, reason: 'private_network' });
    }
    expect(await checkTarget(new URL('https://meta.test/'), PUBLIC_ONLY, lookup)).toEqual({ ok: false, reason: 'not_allowed' });
  });

  it('pins a public name to the address that was checked', async () => {
    const lookup = resolvesTo({ 'acme.test': ['93.184.216.34', '2606:4700::6810:84e5'] });
    expect(await checkTarget(new URL('https://acme.test/about'), PUBLIC_ONLY, lookup)).toEqual({
      ok: true,
      pinned: { address: '93.184.216.34', family: 4 },
    });
    expect(await checkTarget(new URL('https://8.8.8.8/'), PUBLIC_ONLY, noDns)).toEqual({
      ok: true,
      pinned: { address: '8.8.8.8', family: 4 },
    });
  });

  it('calls an unknown name unreachable', async () => {
    expect(await checkTarget(new URL('https://nowhere.test/'), PUBLIC_ONLY, resolvesTo({}))).toEqual({ ok: false, reason: 'unreachable' });
  });

  it('opens private networks only by policy, and never the forbidden ranges', async () => {
    const lookup = resolvesTo({ localhost: ['127.0.0.1'] });
    const open = { allowPrivateNetworks: true };
    expect((await checkTarget(new URL('http://127.0.0.1:8080/'), open, noDns)).ok).toBe(true);
    expect((await checkTarget(new URL('http://localhost:8080/'), open, lookup)).ok).toBe(true);
    expect(await checkTarget(new URL('http://169.254.169.254/'), open, noDns)).toEqual({ ok: false, reason: 'not_allowed' });
    expect(await checkTarget(new URL('http://0.0.0.0/'), open, noDns)).toEqual({ ok: false, reason: 'not_allowed' });
    expect(await checkTarget(new URL('http://[fe80::1]/'), open, noDns)).toEqual({ ok: false, reason: 'not_allowed' });
  });

  it('opens exactly the listed host and port, not its neighbours', async () => {
    const policy = { allowPrivateNetworks: false, allowedPrivateHosts: ['127.0.0.1:4321'] };
    expect((await checkTarget(new URL('http://127.0.0.1:4321/x'), policy, noDns)).ok).toBe(true);
    expect((await checkTarget(new URL('http://127.0.0.1:4322/'), policy, noDns)).ok).toBe(false);
    expect((await checkTarget(new URL('http://127.0.0.2:4321/'), policy, noDns)).ok).toBe(false);
    expect((await checkTarget(new URL('http://127.0.0.1/'), policy, noDns)).ok).toBe(false);
  });
});
