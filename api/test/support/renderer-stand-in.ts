import { createServer, type Server } from 'node:http';
import { POST_BODY_RENDER_PATH } from '@folio/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

export type RendererStandIn = { url: string; bodiesAsked: string[]; close(): Promise<void> };

/**
 * A stand-in for the rendering server's door for the API (public-site/src/server/post-body-door.ts,
 * whose own tests hold it to the post page's HTML): it renders a body's markdown with the same
 * markdown libraries, on a real socket, and records what it was asked. The e2e suite checks the real
 * pair (an email's body against its page's).
 */
export async function startRendererStandIn(): Promise<RendererStandIn> {
  const bodiesAsked: string[] = [];
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== POST_BODY_RENDER_PATH || !(req.headers['content-type'] ?? '').startsWith('text/markdown')) {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const markdown = Buffer.concat(chunks).toString('utf8');
      bodiesAsked.push(markdown);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(renderToStaticMarkup(createElement(Markdown, { remarkPlugins: [remarkGfm] }, markdown)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    bodiesAsked,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The API's fetch keeps its connection open for the next body: closed now, not at its idle timeout.
        server.closeAllConnections();
      }),
  };
}
