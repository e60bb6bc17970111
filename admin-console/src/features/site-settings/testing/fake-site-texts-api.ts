/**
 * The site texts part of the fake API (contracts/src/site-texts.ts): the texts as stored (checked
 * with the API's contract and answered with its 400), installed over the fake API of a test
 * (renderConsole's `before`), sharing its CSRF token; its calls are recorded in `api.requests`.
 */
import { check, defaultSiteTexts, siteTextsStruct, type SiteTexts } from '@folio/contracts';
import { http, HttpResponse } from 'msw';
import type { FakeApi, RecordedRequest } from '../../../test/fake-api';
import { server } from '../../../test/server';

const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });

export const SITE_TEXTS_PATH = '/api/admin/site-texts';

export function installFakeSiteTexts(api: FakeApi, texts: SiteTexts = defaultSiteTexts()) {
  const state = { texts, failNext: null as null | (() => Response) };
  server.use(
    http.all(`*${SITE_TEXTS_PATH}`, async ({ request }) => {
      const method = request.method;
      const body = method === 'GET' ? undefined : await request.clone().json().catch(() => undefined);
      const csrf = request.headers.get('x-csrf-token');
      const recorded: RecordedRequest = { method, path: SITE_TEXTS_PATH, query: {}, csrf, body };
      api.requests.push(recorded);
      if (method !== 'GET' && csrf !== api.token) return json({ message: 'Missing or invalid CSRF token.' }, 403);
      if (state.failNext) {
        const respond = state.failNext;
        state.failNext = null;
        return respond();
      }
      if (method === 'GET') return json(state.texts);
      const checked = check(siteTextsStruct, body);
      if (!checked.ok) return json({ message: 'Please correct the highlighted fields', fields: checked.fields }, 400);
      state.texts = checked.value as SiteTexts;
      return json(state.texts);
    }),
  );
  return state;
}
