import { NEWSLETTER_MESSAGES, POST_BODY_RENDER_PATH } from '@folio/contracts';
import { busy } from '../../../domain-error.js';

/** How long the rendering server has to render a body (a long post with code takes tens of milliseconds). */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * A post's body as HTML, exactly as its page carries it: the rendering server is the one place that
 * turns a body's markdown into HTML (its cache keyed by the markdown, so a new version or a new
 * renderer renders anew). 503 (busy) when it does not answer: nothing is sent or stored without it.
 */
export async function renderedBody(rendererUrl: string, markdown: string): Promise<string> {
  const unavailable = () => busy(NEWSLETTER_MESSAGES.rendererDown, 5);
  let answer: Response;
  try {
    answer = await fetch(`${rendererUrl}${POST_BODY_RENDER_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/markdown; charset=utf-8' },
      body: markdown,
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
  } catch {
    throw unavailable();
  }
  if (!answer.ok || !(answer.headers.get('content-type') ?? '').startsWith('text/html')) {
    await answer.body?.cancel();
    throw unavailable();
  }
  return answer.text();
}
