/**
 * The CV part of the fake API (contracts/src/cv.ts): the owner's settings of every CV (checked with
 * the API's contract and messages) and the preview of one CV with unsaved settings, made from a
 * small fixed portfolio. Installed over the fake API of a test (`installFakeCv(api)` in renderConsole's
 * `before`): its handler comes first, with the same session token check for writes.
 */
import {
  CV_PROFILE_LABELS,
  CV_SECTION_TITLES,
  check,
  cvPreviewStruct,
  cvSettingsStruct,
  defaultCvSettings,
  type CvDocument,
  type CvProfile,
  type CvSection,
  type CvSectionKey,
  type CvSettings,
} from '@folio/contracts';
import { http, HttpResponse } from 'msw';
import type { FakeApi, RecordedRequest } from './fake-api';
import { server } from './server';

const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });

export const CV_NAME = 'Jordan Avery';

const numbered = (count: number, make: (n: number) => object) => Array.from({ length: count }, (_, index) => ({ id: index + 1, ...make(index + 1) }));

/** What each section could hold: more items than the smallest counts, so a limit shows. */
const ITEMS: Record<CvSectionKey, object[]> = {
  experience: numbered(4, (n) => ({ title: `Role ${n}`, company: `Company ${n}`, period: `20${10 + n}`, highlights: [] })),
  skills: [
    { category: 'cloud', label: 'Cloud', skills: [{ id: 1, name: 'Kubernetes', level: 90 }] },
    { category: 'automation', label: 'Automation', skills: [{ id: 2, name: 'n8n', level: 80 }] },
  ],
  education: numbered(2, (n) => ({ degree: `Degree ${n}`, institution: `University ${n}`, period: '2010', description: '' })),
  certifications: numbered(3, (n) => ({ name: `Certificate ${n}`, issuer: `Issuer ${n}`, year: '2020' })),
  caseStudies: numbered(3, (n) => ({ title: `Case ${n}`, subtitle: null, summary: '', path: `/?case=${n}`, url: null, technologies: [] })),
};

/** The document the API would assemble for one CV with these settings. */
export function cvDocumentFor(profile: CvProfile, settings: CvSettings): CvDocument {
  const cv = settings.profiles[profile];
  const sections = cv.sections
    .filter((section) => section.show)
    .map((section) => {
      const items = ITEMS[section.key].slice(0, section.limit);
      return (section.key === 'skills' ? { key: section.key, title: CV_SECTION_TITLES[section.key], groups: items } : { key: section.key, title: CV_SECTION_TITLES[section.key], items }) as CvSection;
    });
  const persona = profile === 'all' ? null : profile;
  return {
    persona,
    personaTitle: persona ? CV_PROFILE_LABELS[persona] : null,
    name: CV_NAME,
    headline: persona ? `${CV_PROFILE_LABELS[persona]} headline` : 'Site description',
    summary: cv.summary ?? null,
    contact: cv.contact.email ? { email: settings.contact.email ?? 'hello@example.com' } : {},
    profiles: [],
    pageSize: cv.pageSize,
    sections,
    siteUrl: 'https://folio.example',
    version: 'v1',
  };
}

export interface FakeCvOptions {
  /** The settings as stored (default: defaultCvSettings()). */
  settings?: CvSettings;
}

export function createFakeCv({ settings = defaultCvSettings() }: FakeCvOptions = {}) {
  const state = { settings };

  function putSettings(body: unknown): Response {
    const checked = check(cvSettingsStruct, body);
    if (!checked.ok) return json({ message: 'Please correct the highlighted fields', fields: checked.fields }, 400);
    state.settings = checked.value as CvSettings;
    return json(state.settings);
  }

  function preview(body: unknown): Response {
    const checked = check(cvPreviewStruct, body);
    if (!checked.ok) return json({ message: 'Please correct the highlighted fields', fields: checked.fields }, 400);
    return json(cvDocumentFor(checked.value.profile, checked.value.settings as CvSettings));
  }

  return {
    state,
    /** Answers /api/admin/cv/… (the session and, for writes, the CSRF token already checked). */
    route(method: string, path: string, body: unknown): Response {
      if (path === '/api/admin/cv/settings' && method === 'GET') return json(state.settings);
      if (path === '/api/admin/cv/settings' && method === 'PUT') return putSettings(body);
      if (path === '/api/admin/cv/preview' && method === 'POST') return preview(body);
      return json({ message: 'Not found' }, 404);
    },
  };
}

/**
 * Serves the CV calls over a test's fake API (call it in renderConsole's `before`): recorded in
 * `api.requests`, so `api.calls` lists them; this handler answers before the fake API's, so a CV
 * call's failure is set with this fake's own `failNext` (api.failNext and api.hold do not reach it).
 */
export function installFakeCv(api: FakeApi, options?: FakeCvOptions) {
  const cv = createFakeCv(options);
  const failures: { method: string; path: string; respond: () => Response }[] = [];
  server.use(
    http.all('*/api/admin/cv/*', async ({ request }) => {
      const method = request.method;
      const url = new URL(request.url);
      const path = url.pathname;
      const body = method === 'GET' ? undefined : await request.clone().json().catch(() => undefined);
      const csrf = request.headers.get('x-csrf-token');
      const recorded: RecordedRequest = { method, path, query: Object.fromEntries(url.searchParams), csrf, body };
      api.requests.push(recorded);
      if (method !== 'GET' && csrf !== api.token) return json({ message: 'Missing or invalid CSRF token.' }, 403);
      const failure = failures.find((candidate) => candidate.method === method && candidate.path === path);
      if (failure) {
        failures.splice(failures.indexOf(failure), 1);
        return failure.respond();
      }
      return cv.route(method, path, body);
    }),
  );
  return {
    ...cv,
    /** The next matching CV call answers with `respond`. */
    failNext(method: string, path: string, respond: () => Response) {
      failures.push({ method, path, respond });
    },
  };
}
