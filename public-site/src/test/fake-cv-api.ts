import { parseTagType, type CvDocument, type CvProfile } from '@folio/contracts';
import { http, HttpResponse } from 'msw';
import { server } from './server';
import { API_URL, passTestRequests, recordApiRequests } from './fake-public-api';

/** Test helper: GET /api/cv as the API answers it, per CV (null: the API's 404), read at each request. */
export type CvApiData = Partial<Record<CvProfile, CvDocument | null>>;

/** Answers from `data` (a test may change it) and records each request as '/api/cv?query'. */
export function fakeCvApi(data: CvApiData): string[] {
  const requests = recordApiRequests();
  server.use(
    passTestRequests(),
    http.get(`${API_URL}/api/cv`, ({ request }) => {
      const asked = new URL(request.url).searchParams.get('persona');
      const persona = parseTagType(asked);
      if (asked !== null && !persona) return HttpResponse.json({ message: 'Unknown persona' }, { status: 400 });
      const found = data[persona ?? 'all'];
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'No CV' }, { status: 404 });
    }),
  );
  return requests;
}

/** The API answering GET /api/cv with a 500. */
export function cvApiFailing(): void {
  server.use(
    passTestRequests(),
    http.get(`${API_URL}/api/cv`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
  );
}
