// Which address scripts/serve.mjs tells Next a request came from (X-Forwarded-For, one address), for the per-address
// write limits. TRUST_PROXY unset: the socket's address, whatever the client sent. TRUST_PROXY=1: the last hop of the
// header (every peer is taken for a proxy that appends the client's address). TRUST_PROXY=<addresses and CIDRs>: the
// header is read only when the socket's peer is one of those proxies, and then the last hop that is not one of them.
// A header with no address in it is the socket's address, never one key shared by everyone.
// Example: forwardedFor('10.0.0.2', '203.0.113.9, 10.0.0.3', trustedProxies('10.0.0.0/8')) → '203.0.113.9'.

import { BlockList, isIP } from 'node:net';

/** '::ffff:203.0.113.9' (IPv4 on a dual-stack socket) is 203.0.113.9; zone ids go. */
function plain(address) {
  const a = address.trim().toLowerCase().replace(/%.*$/, '');
  return a.startsWith('::ffff:') && a.includes('.') ? a.slice(7) : a;
}

/**
 * TRUST_PROXY read: null (trust no one), 'any', or the proxies' addresses as a BlockList. Throws on an entry that is
 * neither an address nor a CIDR, so that a typo stops the server rather than trusting no one or everyone silently.
 */
export function trustedProxies(value) {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false' || text === 'no') return null;
  if (text === '1' || text === 'true' || text === 'yes') return 'any';
  const list = new BlockList();
  for (const entry of text.split(',').map((e) => e.trim()).filter(Boolean)) {
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : isIP(address) === 4 ? 'ipv4' : null;
    const prefix = bits === undefined ? (type === 'ipv6' ? 128 : 32) : Number(bits);
    if (!type || !Number.isInteger(prefix) || prefix < 0 || prefix > (type === 'ipv6' ? 128 : 32)) {
      throw new Error(`TRUST_PROXY: "${entry.slice(0, 60)}" is neither an address nor a CIDR (1, or e.g. 10.0.0.0/8,2001:db8::/32)`);
    }
    list.addSubnet(address, prefix, type);
  }
  return list;
}

function isProxy(list, address) {
  const type = isIP(address) === 6 ? 'ipv6' : isIP(address) === 4 ? 'ipv4' : null;
  return type !== null && list.check(address, type);
}

/** The one address Next is told (X-Forwarded-For) for a request from `socketAddress` with `header` as the client sent it. */
export function forwardedFor(socketAddress, header, trust) {
  const socket = plain(socketAddress ?? '');
  if (trust === null) return socket;
  if (trust !== 'any' && !isProxy(trust, socket)) return socket;
  const hops = String(header ?? '').slice(0, 2048).split(',').map(plain).filter((hop) => isIP(hop) !== 0);
  if (hops.length === 0) return socket;
  if (trust === 'any') return hops[hops.length - 1];
  for (let k = hops.length - 1; k >= 0; k--) if (!isProxy(trust, hops[k])) return hops[k];
  return hops[0];
}
