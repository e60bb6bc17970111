// Preloaded (`node --import`) into a server under test, it answers Node's own name look-ups for the
// names in FOLIO_TEST_HOSTS ('name=ip,ip;name=ip') as Docker's DNS answers a scaled service: every
// replica's address. Other names are looked up as usual. (nginx gets the same answers from
// nginx/dns-stand-in.mjs; Node asks the system resolver, which a test cannot point elsewhere.)
import dns from 'node:dns';

const table = new Map(
  (process.env.FOLIO_TEST_HOSTS ?? '')
    .split(';')
    .filter(Boolean)
    .map((entry) => {
      const [name, addresses] = entry.split('=');
      return [name, addresses.split(',')];
    }),
);
const systemLookup = dns.lookup;

dns.lookup = function lookup(hostname, options, callback) {
  const done = typeof options === 'function' ? options : callback;
  const settings = typeof options === 'function' ? {} : typeof options === 'number' ? { family: options } : (options ?? {});
  const addresses = table.get(hostname);
  if (!addresses) return systemLookup.call(dns, hostname, options, callback);
  const all = addresses.map((address) => ({ address, family: 4 }));
  process.nextTick(() => (settings.all ? done(null, all) : done(null, all[0].address, 4)));
  return {};
};
