/**
 * The analytics part of the fake API (docs/analytics.md): the overview of a range (checked with the
 * API's rules and messages), the deletion of everything counted, and the weekly digest's setting.
 */
import {
  analyticsSettingsStruct,
  check,
  daysIn,
  isDay,
  MAX_RANGE_DAYS,
  OVERVIEW_FILTERS,
  overviewFilterOf,
  RANGE_MESSAGES,
  type AnalyticsOverview,
  type AnalyticsSettings,
  type OverviewFilter,
} from '@folio/contracts';
import { HttpResponse } from 'msw';
import { emptyOverview } from './analytics-fixtures';

const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });

export interface FakeAnalyticsOptions {
  /** What the overview of a range (and a filter) holds (default: nothing counted). */
  overview?: (range: { from: string; to: string }, filter: OverviewFilter | null) => AnalyticsOverview;
  /** The digest's setting, and whether the API can send email (default: off, email set up). */
  settings?: Partial<AnalyticsSettings>;
}

/** The API's 400 for a range it cannot answer for, in its words. */
function rangeProblem(from: string, to: string): string | null {
  if (!isDay(from) || !isDay(to)) return RANGE_MESSAGES.day;
  if (from > to) return RANGE_MESSAGES.order;
  return daysIn(from, to) > MAX_RANGE_DAYS ? RANGE_MESSAGES.tooLong : null;
}

export function createFakeAnalytics({ overview = emptyOverview, settings: given = {} }: FakeAnalyticsOptions = {}) {
  const state = { deleted: false, settings: { weeklyDigest: false, emailConfigured: true, ...given } as AnalyticsSettings };

  function readOverview(url: URL): Response {
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    const problem = rangeProblem(from, to);
    if (problem) return json({ message: problem }, 400);
    const query = Object.fromEntries(OVERVIEW_FILTERS.filter((name) => url.searchParams.has(name)).map((name) => [name, url.searchParams.get(name)]));
    const { filter, problem: filterProblem } = overviewFilterOf(query);
    if (filterProblem) return json({ message: filterProblem }, 400);
    return json(state.deleted ? emptyOverview({ from, to }, filter) : overview({ from, to }, filter));
  }

  function putSettings(body: unknown): Response {
    const checked = check(analyticsSettingsStruct, body);
    if (!checked.ok) return json({ message: 'Please correct the highlighted fields', fields: checked.fields }, 400);
    state.settings = { ...state.settings, weeklyDigest: (body as { weeklyDigest: boolean }).weeklyDigest };
    return json(state.settings);
  }

  return {
    state,
    /** Answers /api/admin/analytics… once the session and, for writes, the CSRF token are checked. */
    route(method: string, path: string, request: Request, body: unknown): Response {
      if (path === '/api/admin/analytics/overview' && method === 'GET') return readOverview(new URL(request.url));
      if (path === '/api/admin/analytics' && method === 'DELETE') {
        state.deleted = true;
        return new HttpResponse(null, { status: 204 });
      }
      if (path === '/api/admin/analytics/settings' && method === 'GET') return json(state.settings);
      if (path === '/api/admin/analytics/settings' && method === 'PUT') return putSettings(body);
      return json({ message: 'Not found' }, 404);
    },
  };
}
