import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of a database server, to take the database away from the API and bring it
 * back without touching the server itself (other work uses it):
 * - refuse(): stops listening and resets every connection, as when the server is down;
 * - silence(): keeps accepting but passes nothing on in either direction, as when the server is
 *   paused or the network drops packets (the case that hangs clients without time limits);
 * - restore(): listens again on the same port and lets held traffic through.
 */
export type TcpProxy = { port: number; refuse(): void; silence(): Promise<void>; restore(): Promise<void>; close(): Promise<void> };

type Pair = { client: Socket; upstream: Socket | null };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | 'refusing' | 'silent' = 'open';
  const pairs = new Set<Pair>();
  const server: Server = createServer(accept);

  function drop(pair: Pair) {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  }

  function connectUpstream(pair: Pair) {
    const upstream = createConnection(target);
    pair.upstream = upstream;
    upstream.on('data', (chunk) => pair.client.write(chunk));
    upstream.on('error', () => drop(pair));
    upstream.on('close', () => drop(pair));
    pair.client.on('data', (chunk) => upstream.write(chunk));
  }

  function accept(client: Socket) {
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    if (mode === 'silent') client.pause();
    else connectUpstream(pair);
  }

  const listen = (port: number) => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const { port } = server.address() as AddressInfo;

  return {
    port,
    refuse() {
      mode = 'refusing';
      server.close();
      for (const pair of pairs) drop(pair);
    },
    async silence() {
      if (mode === 'refusing') await listen(port);
      mode = 'silent';
      for (const { client, upstream } of pairs) {
        client.pause();
        upstream?.pause();
      }
    },
    async restore() {
      if (mode === 'refusing') await listen(port);
      mode = 'open';
      for (const pair of pairs) {
        if (!pair.upstream) connectUpstream(pair);
        pair.client.resume();
        pair.upstream!.resume();
      }
    },
    async close() {
      for (const pair of pairs) drop(pair);
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
