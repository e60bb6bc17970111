import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type AppDeps } from './app.js';

export type RunningServer = { server: Server; port: number; close(): Promise<void> };

/** Listens with the app; close() stops accepting, lets open requests finish, then closes the database. */
export async function startServer(deps: AppDeps, port: number, host: string): Promise<RunningServer> {
  const server = createServer(createApp(deps).callback());
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
