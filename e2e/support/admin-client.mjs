// The owner's API calls as the console makes them (session cookie, CSRF token), answering every
// status instead of throwing, for the suites that count outcomes: stored XSS (which payloads a field
// refuses), load and crash (every answer is an outcome to count).
import { signInSession } from './admin-api.mjs';

/**
 * Signs in at `url` (nginx or an API directly) and resolves to `{ cookie, token, call }`;
 * `call(method, path, body)` resolves to `{ status, body }` (body parsed when JSON), and rejects only
 * when no answer came (a refused or dropped connection).
 */
export async function adminClient(url) {
  const { cookie, token } = await signInSession(url);
  return { cookie, token, call: clientCall(url, cookie, token) };
}

/** The same calls with a session signed in elsewhere (to use it through another address). */
export function clientCall(url, cookie, token) {
  return async (method, path, body) => {
    const answer = await fetch(`${url}/api/${path}`, {
      method,
      headers: { cookie, 'x-csrf-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    let parsed = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // not JSON: kept as text for the failure message
    }
    return { status: answer.status, body: parsed };
  };
}
