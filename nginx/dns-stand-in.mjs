// A DNS server on loopback for the tests of nginx's resolver: it answers A queries from a table the
// test changes, as Docker's DNS does when a container is replaced (a new address for the same name).
import { createSocket } from 'node:dgram';

/** Docker's DNS answers with a 600 s TTL; nginx must look up again sooner all the same (`valid=`). */
const TTL_SECONDS = 600;

/** The answer to one query: the name's addresses (one A record each), or "no such name". */
function answer(query, table) {
  if (query.length < 12) return null;
  // The question: length-prefixed labels up to a zero byte, then its type and class.
  const labels = [];
  let offset = 12;
  while (offset < query.length && query[offset] !== 0) {
    labels.push(query.subarray(offset + 1, offset + 1 + query[offset]).toString('latin1'));
    offset += query[offset] + 1;
  }
  const questionEnd = offset + 5;
  if (questionEnd > query.length) return null;
  const addresses = [table.get(labels.join('.').toLowerCase()) ?? []].flat();
  const address = addresses.length > 0;
  const isA = query.readUInt16BE(offset + 1) === 1;

  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  // A response, authoritative, recursion desired as asked; rcode 3 (NXDOMAIN) for an unknown name.
  header.writeUInt16BE(0x8400 | (query.readUInt16BE(2) & 0x0100) | (address ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(address && isA ? addresses.length : 0, 6);
  const question = query.subarray(12, questionEnd);
  if (!address || !isA) return Buffer.concat([header, question]);

  const records = addresses.map((ip) => {
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    record.writeUInt16BE(1, 2); // type A
    record.writeUInt16BE(1, 4); // class IN
    record.writeUInt32BE(TTL_SECONDS, 6);
    record.writeUInt16BE(4, 10);
    ip.split('.').forEach((part, index) => record.writeUInt8(Number(part), 12 + index));
    return record;
  });
  return Buffer.concat([header, question, ...records]);
}

/**
 * Resolves to `{ address, set(name, ip), close() }`: `address` is the `127.0.0.1:port` to give
 * nginx's resolver; `ip` may be a list (the replicas of a scaled service all answer to one name);
 * `set(name, null)` forgets a name.
 */
export function startDnsStandIn(records = {}) {
  const table = new Map(Object.entries(records));
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    const response = answer(query, table);
    if (response) socket.send(response, peer.port, peer.address);
  });
  return new Promise((resolve) => {
    socket.bind(0, '127.0.0.1', () =>
      resolve({
        address: `127.0.0.1:${socket.address().port}`,
        set: (name, ip) => (ip ? table.set(name, ip) : table.delete(name)),
        close: () => new Promise((done) => socket.close(done)),
      }),
    );
  });
}
