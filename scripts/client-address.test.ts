import { describe, expect, it } from 'vitest';
import { forwardedFor, trustedProxies } from './client-address.mjs';

describe('forwardedFor (L9)', () => {
  it('without TRUST_PROXY is the socket, whatever the client claims', () => {
    const none = trustedProxies(undefined);
    expect(none).toBeNull();
    expect(trustedProxies('0')).toBeNull();
    expect(forwardedFor('::ffff:203.0.113.9', '6.6.6.6', none)).toBe('203.0.113.9');
  });

  it('with TRUST_PROXY=1 is the last hop, and the socket when the header holds no address at all', () => {
    const any = trustedProxies('1');
    expect(any).toBe('any');
    expect(forwardedFor('10.0.0.2', '6.6.6.6, 198.51.100.7', any)).toBe('198.51.100.7');
    expect(forwardedFor('10.0.0.2', ' , , ', any)).toBe('10.0.0.2'); // not one key 'unknown' shared by all
    expect(forwardedFor('10.0.0.2', 'not-an-address', any)).toBe('10.0.0.2');
  });

  it('with proxies named reads the header only from them, and then the last hop that is not one of them', () => {
    const proxies = trustedProxies('10.0.0.0/8, 2001:db8:ffff::/48,192.0.2.1');
    expect(forwardedFor('10.1.2.3', '203.0.113.9, 10.0.0.7', proxies)).toBe('203.0.113.9');
    expect(forwardedFor('192.0.2.1', '198.51.100.4', proxies)).toBe('198.51.100.4');
    expect(forwardedFor('2001:db8:ffff::5', '2001:db8:1::9', proxies)).toBe('2001:db8:1::9');
    // a client that reaches the server directly chooses nothing: rotating headers are one key, its own
    for (const spoof of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) expect(forwardedFor('198.51.100.200', spoof, proxies)).toBe('198.51.100.200');
    // spoofed first hops before the proxy's own are passed over
    expect(forwardedFor('10.0.0.2', '6.6.6.6, 203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(forwardedFor('10.0.0.2', '10.0.0.9, 10.0.0.8', proxies)).toBe('10.0.0.9');
    expect(forwardedFor('10.0.0.2', '', proxies)).toBe('10.0.0.2');
  });

  it('refuses a TRUST_PROXY it cannot read, rather than trusting no one or everyone', () => {
    expect(() => trustedProxies('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => trustedProxies('proxy.example')).toThrow(/TRUST_PROXY/);
  });
});
