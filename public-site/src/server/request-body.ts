import type { IncomingMessage } from 'node:http';

/** Past this much of a body that is already too large, the rest is not read at all: the connection is dropped. */
const DRAIN_LIMIT = 1024 * 1024;

export type BodyRead = { text: string } | { tooLarge: true } | { aborted: true };

/** A form's request body as UTF-8 text, up to `limit` bytes. A larger one is read on (not kept) so that its 413 reaches the client, up to a point. */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyRead> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve({ tooLarge: true });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > DRAIN_LIMIT) req.destroy();
    });
    req.once('end', () => resolve(size > limit ? { tooLarge: true } : { text: Buffer.concat(chunks).toString('utf8') }));
    req.once('error', () => resolve({ aborted: true }));
    req.once('close', () => resolve({ aborted: true }));
  });
}
