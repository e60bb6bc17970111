import { networkOf } from './client-network.js';

describe('networkOf: the network a client address counts as', () => {
  it('keeps an IPv4 address whole, also when written as IPv6', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('makes every address of one IPv6 /64 one network, and another /64 another', () => {
    const one = ['2001:db8:dead:beef::1', '2001:db8:dead:beef:ffff:1:2:3', '2001:DB8:DEAD:BEEF:0:0:0:9', '2001:db8:dead:beef::5%eth0'];
    expect(new Set(one.map((address) => networkOf(address)))).toEqual(new Set(['2001:db8:dead:beef:0:0:0:0/64']));
    expect(networkOf('2001:db8:dead:bee0::1')).not.toBe(networkOf('2001:db8:dead:beef::1'));
  });

  it('takes another prefix when told (a /48 puts whole sites together)', () => {
    expect(networkOf('2001:db8:dead:beef::1', 48)).toBe('2001:db8:dead:0:0:0:0:0/48');
    expect(networkOf('2001:db8:dead:beef::1', 56)).toBe('2001:db8:dead:be00:0:0:0:0/56');
    expect(networkOf('2001:db8::1.2.3.4', 128)).toBe('2001:db8:0:0:0:0:102:304/128');
  });

  it('returns what is not an address as given', () => {
    expect(networkOf('unknown')).toBe('unknown');
  });
});
