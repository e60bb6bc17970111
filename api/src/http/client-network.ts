import { isIPv4, isIPv6 } from 'node:net';

/** The IPv6 prefix one host is given by default: a /64 is one subscriber's network (RFC 6177), so its addresses are one client. */
export const DEFAULT_IPV6_PREFIX = 64;

/** The eight 16-bit groups of an IPv6 address, `::` expanded (an embedded IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%', 1)[0]!.toLowerCase();
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? (text.split('::') as [string, string]) : [text, null];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const start = parse(head);
  if (tail === null) return start;
  const end = parse(tail);
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * The network a client address stands for, as the limits count it: an IPv4 address is itself; an
 * IPv6 address is its first `ipv6Prefix` bits (written in full: `2001:db8:1:2:0:0:0:0/64`), since one host may
 * use every address of its /64; an IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is the IPv4
 * address. Anything else (not an address) is returned as given.
 */
export function networkOf(address: string, ipv6Prefix = DEFAULT_IPV6_PREFIX): string {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const groups = ipv6Groups(address);
  const kept = groups.map((group, index) => {
    const bitsBefore = index * 16;
    if (bitsBefore >= ipv6Prefix) return 0;
    const bitsKept = Math.min(16, ipv6Prefix - bitsBefore);
    return group & (0xffff << (16 - bitsKept)) & 0xffff;
  });
  return `${kept.map((group) => group.toString(16)).join(':')}/${ipv6Prefix}`;
}
