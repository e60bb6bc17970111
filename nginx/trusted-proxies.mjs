// The trusted proxies for the local gateway of `npm start`, from the same list nginx uses
// (folio/trusted-proxies.conf) or TRUSTED_PROXIES, read as nginx/trusted-proxies.sh reads it.
import { readFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';

const listFile = new URL('./folio/trusted-proxies.conf', import.meta.url);

/**
 * The entries of folio/trusted-proxies.conf, as TRUSTED_PROXIES would spell them: `<address or
 * range>` for a `1` line, `!<address or range>` for a `0` line (not trusted).
 */
export function defaultTrustedProxies() {
  return [...readFileSync(listFile, 'utf8').matchAll(/^\s*([0-9A-Fa-f.:/]+)\s+([01]);/gm)].map(([, entry, value]) => (value === '1' ? entry : `!${entry}`));
}

/** TRUSTED_PROXIES's entries (spaces or commas between them; `none`: no one), or the default list when unset. */
export function trustedProxyEntries(value = process.env.TRUSTED_PROXIES) {
  if (!value?.trim()) return defaultTrustedProxies();
  return value.split(/[\s,]+/).filter((entry) => entry && entry !== 'none');
}

/**
 * Whether a socket's remote address is trusted by `entries`: as nginx's geo block decides, the most
 * specific entry that holds the address wins, and an entry written `!<address or range>` says not
 * trusted. Throws naming an entry that is no address or range.
 */
export function trustedProxyCheck(entries) {
  const rules = entries.map((entry) => {
    const trusted = !entry.startsWith('!');
    const [address, prefix, extra] = (trusted ? entry : entry.slice(1)).split('/');
    const family = isIP(address ?? '');
    const bits = family === 6 ? 128 : 32;
    const length = prefix === undefined ? bits : Number(prefix);
    if (!family || extra !== undefined || !/^\d+$/.test(prefix ?? '0') || !(length >= 0 && length <= bits)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a range such as 172.16.0.0/12`);
    }
    const range = new BlockList();
    range.addSubnet(address, length, `ipv${family}`);
    return { trusted, length, range };
  });
  // Longest prefix first: the first rule that holds an address decides.
  rules.sort((a, b) => b.length - a.length || Number(a.trusted) - Number(b.trusted));
  return (remoteAddress = '') => {
    // A dual-stack socket reports an IPv4 client as ::ffff:a.b.c.d.
    const address = remoteAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const family = isIP(address);
    if (family === 0) return false;
    return rules.find(({ range }) => range.check(address, `ipv${family}`))?.trusted ?? false;
  };
}
