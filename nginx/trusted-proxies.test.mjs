// The list of trusted proxies as the local gateway of `npm start` reads it (nginx/trusted-proxies.mjs),
// decided as nginx's geo block decides it.
import { defaultTrustedProxies, trustedProxyCheck, trustedProxyEntries } from './trusted-proxies.mjs';

describe('trusted proxies for the local gateway', () => {
  it('trusts loopback alone by default, no private range', () => {
    expect(defaultTrustedProxies()).toEqual(['127.0.0.0/8', '::1']);
    const trusted = trustedProxyCheck(trustedProxyEntries(''));
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.2'].map(trusted)).toEqual([true, true, true]);
    expect(['10.0.0.5', '172.17.0.1', '192.168.1.2', '100.64.0.1', 'fd00::1'].map(trusted)).toEqual([false, false, false, false, false]);
  });

  it('trusts a network less the addresses written with !, the most specific entry winning', () => {
    const trusted = trustedProxyCheck(trustedProxyEntries('172.28.0.0/24, !172.28.0.1'));
    expect(['172.28.0.2', '::ffff:172.28.0.3', '172.28.0.1', '::ffff:172.28.0.1', '172.28.1.2'].map(trusted)).toEqual([true, true, false, false, false]);
    const order = trustedProxyCheck(trustedProxyEntries('!10.0.0.0/8 10.1.0.0/16'));
    expect([order('10.1.2.3'), order('10.2.0.1')]).toEqual([true, false]);
  });

  it('names an entry that is not an address or a range', () => {
    expect(() => trustedProxyCheck(trustedProxyEntries('10.0.0.0/8 !proxy.example'))).toThrow('"!proxy.example" is not an address or a range');
  });
});
