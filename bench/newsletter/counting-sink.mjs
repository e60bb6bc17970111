// A lean SMTP sink in a process of its own (bench/newsletter/newsletter-bench.mjs starts it): counts
// each message by the Message-ID the queue gives every copy (`<newsletter-<send>-<subscriber>@host>`)
// without parsing the rest, and answers the bench's questions over IPC. Its own process, so that
// taking 10,000 messages never stalls the bench's load generator, which measures the pages' latency.
import { SMTPServer } from 'smtp-server';

const copies = new Map();
let total = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  size: 10 * 1024 * 1024,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk) => {
      if (head.length < 8192) head += chunk.toString('utf8');
    });
    stream.on('end', () => {
      const id = /^message-id:\s*<([^>]+)>/im.exec(head)?.[1] ?? `unknown-${total}`;
      copies.set(id, (copies.get(id) ?? 0) + 1);
      total += 1;
      callback();
    });
  },
});
// The crash run kills the API mid-message: its connections reset, which is no fault of the sink's.
server.on('error', () => {});

/** How many copies each message of send `sendId` arrived in, by subscriber id, as [subscriber, count] pairs. */
function copiesOf(sendId) {
  const pairs = [];
  for (const [id, count] of copies) {
    const match = /^newsletter-(\d+)-(\d+)@/.exec(id);
    if (match && Number(match[1]) === sendId) pairs.push([Number(match[2]), count]);
  }
  return pairs;
}

process.on('message', ({ ask, sendId, id }) => {
  if (ask === 'received') process.send({ id, received: copiesOf(sendId).length });
  else if (ask === 'copies') process.send({ id, copies: copiesOf(sendId) });
  else if (ask === 'close') server.close(() => process.exit(0));
});
server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }));
