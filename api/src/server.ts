import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type AppDeps } from './app.js';

const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export type RunningServer = { server: Server; port: number; close(): Promise<void> };

/** Listens with the app; close() stops accepting, lets open requests finish, then closes the database. */
export async function startServer(deps: AppDeps, port: number, host: string): Promise<RunningServer> {
  const server = createServer(createApp(deps).callback());
  // Idle keep-alive connections stay open longer than any proxy in front keeps them unused (nginx
  // keeps none, the gateway of `npm start` 30 s, cloud load balancers typically 60 s), so a proxy never
  // sends a request on a connection this server is closing. headersTimeout must exceed it.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive sockets go idle as their last request ends; close them as they do.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      server.closeIdleConnections();
      await closed;
      clearInterval(sweep);
      await deps.db.destroy();
    },
  };
}
