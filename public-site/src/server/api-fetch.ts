/**
 * The rendering server's own reads of the public API (feeds, sitemap, link-preview images), against
 * the API's internal address. Pages go through the RTK Query store instead; see render-page.tsx.
 */

/** The API could not be reached, timed out or answered 5xx: the page says to try again (503). */
export class ApiUnavailableError extends Error {
  constructor(path: string, reason: string) {
    super(`The API did not answer ${path}: ${reason}`);
    this.name = 'ApiUnavailableError';
  }
}

export const API_TIMEOUT_MS = 5000;

/** GET `${apiUrl}/api/${path}` as JSON; `null` for a 404; ApiUnavailableError for anything else that is not 2xx. A `cookie` goes along as the Cookie header. */
export async function fetchApiJson<T>(apiUrl: string, path: string, { timeoutMs = API_TIMEOUT_MS, cookie }: { timeoutMs?: number; cookie?: string | null } = {}): Promise<T | null> {
  const url = `${apiUrl.replace(/\/+$/, '')}/api/${path.replace(/^\/+/, '')}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (cookie) headers.cookie = cookie;
  let answer: Response;
  try {
    answer = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ApiUnavailableError(path, error instanceof Error ? error.message : String(error));
  }
  if (answer.status === 404) return null;
  if (!answer.ok) throw new ApiUnavailableError(path, `HTTP ${answer.status}`);
  return (await answer.json()) as T;
}
