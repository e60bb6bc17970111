// The owner's calls without a browser: sign in through the API and write content with the session
// cookie and CSRF token, as the console does.
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './stack.mjs';

/** The `name=value` pairs of an answer's Set-Cookie headers, as a Cookie header. */
const cookiesOf = (answer) =>
  answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** Signs the owner in at `url` (nginx or an API directly): the session cookie and its CSRF token. */
export async function signInSession(url) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Sign-in answered ${login.status}: ${await login.text()}`);
  const cookie = cookiesOf(login);
  const csrf = await fetch(`${url}/api/csrf-token`, { headers: { cookie } });
  if (!csrf.ok) throw new Error(`GET /api/csrf-token answered ${csrf.status}`);
  const { token } = await csrf.json();
  return { cookie, token };
}

export async function signInThroughApi(url) {
  const { cookie, token } = await signInSession(url);

  const write = async (method, path, body) => {
    const answer = await fetch(`${url}/api/${path}`, {
      method,
      headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} /api/${path} answered ${answer.status}: ${await answer.text()}`);
    return answer.status === 204 ? null : answer.json();
  };
  return { cookie, write };
}

/** A post body the admin API accepts; `overrides` win. */
export const postInput = (overrides) => ({
  title: 'A post',
  slug: 'a-post',
  excerpt: '',
  content: 'Body text.',
  featuredImagePath: '',
  categoryId: null,
  tagType: null,
  status: 'published',
  displayOrder: 0,
  personaIds: [],
  tagIds: [],
  ...overrides,
});
