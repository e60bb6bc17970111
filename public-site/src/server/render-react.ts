import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** A React tree to HTML once everything in it is ready: lazily loaded routes and sections included. */
export function renderWhenAllReady(tree: ReactNode, options: { identifierPrefix?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    let failure: unknown = null;
    const stream = renderToPipeableStream(tree, {
      ...options,
      // Never outline a large Suspense boundary for a later inline script to swap in: the CSP runs no
      // inline script, and a reader without JavaScript would never see it. Everything is ready here anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => (failure ? reject(failure) : stream.pipe(sink)),
      onShellError: reject,
      onError: (error) => {
        failure ??= error;
      },
    });
  });
}
