import { parseTagType, type TagType } from '@folio/contracts';
import { createPalette, CSS_VARIABLES, type ThemeMode } from '@folio/shared-ui';
import { DEFAULT_PRIMARY_COLOUR } from '@folio/contracts';
import { StrictMode } from 'react';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { api } from '../api/api';
import type { ServerSession } from '../api/base-query';
import { App } from '../app/app';
import { PAGE_DATA_ID, type PageData } from '../app/page-data';
import { AppRoutes, pageOf, preloadRouteModules, routes } from '../app/routes';
import { makeStore, serverStoreState, type AppStore } from '../app/store';
import { markdownRendered, renderedMarkdownKey } from '../features/blog/rendered-markdown-slice';
import { accentOf, PERSONA_PARAM } from '../features/persona';
import { headHtml, ResponseCollectorContext, scriptSafeJson, type HeadData, type ResponseCollector } from '../features/site';
import { documentHtml, type ClientBuild } from './client-build';
import { renderPostBody } from './markdown-html';
import { renderWhenAllReady } from './render-react';

// Every page module up front: a request never waits for a chunk to load, and React.lazy resolves at once.
export const pagesLoaded = preloadRouteModules('all');

/** What a page depends on besides its address: the visitor's saved choices, from their cookies. */
export interface RenderInput {
  /** Path and query, as requested. */
  url: string;
  savedPersona: TagType | null;
  savedTheme: ThemeMode | null;
  /** The visitor's session cookie (session-cookie.ts), for the calls that may answer the owner more. */
  sessionCookie?: string | null;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** The page shows what only the signed-in owner may see (a preview). */
  ownerOnly: boolean;
  /** The session cookie went to the API: the page may differ from what a visitor gets. */
  sessionSent: boolean;
}

/** The page asked for lives at `location` (path and query) now. */
export interface MovedPage {
  status: 301;
  location: string;
  sessionSent: boolean;
}

/** The rendering passes before giving up on queries that keep starting others (one answer leading to the next). */
const MAX_PASSES = 5;

/** The persona the page shows: a valid `?persona=` wins, an invalid one means none, else the saved one (§4). */
function personaShown(url: URL, saved: TagType | null): TagType | null {
  const raw = url.searchParams.get(PERSONA_PARAM);
  return raw === null ? saved : parseTagType(raw);
}

/** An API call that failed for a reason other than 'not found': the page cannot be told honestly (503). */
function apiFailed(store: AppStore): boolean {
  return Object.values(store.getState().api.queries).some(
    (query) => query?.status === 'rejected' && (query.error as { status?: unknown } | undefined)?.status !== 404,
  );
}

/** Post bodies in the cache, as the HTML the browser will show without the markdown renderer. */
function renderPostBodies(store: AppStore, sheet: ServerStyleSheet): void {
  for (const query of Object.values(store.getState().api.queries)) {
    if (query?.endpointName !== 'getPostBySlug' || query.status !== 'fulfilled') continue;
    const post = query.data as { id: number; content: string };
    store.dispatch(markdownRendered({ key: renderedMarkdownKey(post.id, post.content), ...renderPostBody(post.content, sheet) }));
  }
}

/** The persona accent over the shared palettes, for the first paint before the browser applies it itself. */
function accentStyle(primaryColour: string): string {
  if (primaryColour === DEFAULT_PRIMARY_COLOUR) return '';
  const accent = (mode: ThemeMode) => {
    const palette = createPalette(mode, primaryColour);
    return (['primary', 'primarySolid', 'onPrimary'] as const).map((key) => `${CSS_VARIABLES[key]}:${palette[key]};`).join('');
  };
  return `<style data-accent>:root{${accent('light')}}@media (prefers-color-scheme: dark){:root:not([data-theme]){${accent('dark')}}}:root[data-theme='dark']{${accent('dark')}}</style>`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export async function renderPage(build: ClientBuild, apiUrl: string, input: RenderInput): Promise<RenderedPage | MovedPage | { status: 503 }> {
  await pagesLoaded;
  const url = new URL(input.url, 'http://folio.invalid');

  const session: ServerSession | undefined = input.sessionCookie ? { cookie: input.sessionCookie, sent: false } : undefined;
  const store = makeStore({ apiBaseUrl: `${apiUrl.replace(/\/+$/, '')}/api`, persona: input.savedPersona, session });
  const sessionSent = () => session?.sent ?? false;
  const themeMode = input.savedTheme ?? 'light';
  const primaryColour = accentOf(personaShown(url, input.savedPersona));
  const tree = (collector: ResponseCollector) => (
    <StrictMode>
      <ResponseCollectorContext.Provider value={collector}>
        <App store={store} themeMode={themeMode} primaryColour={primaryColour}>
          <StaticRouter location={input.url}>
            <AppRoutes />
          </StaticRouter>
        </App>
      </ResponseCollectorContext.Provider>
    </StrictMode>
  );

  // Each pass starts the queries the components ask for; the next renders with their answers.
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    await renderWhenAllReady(tree({ head: null, status: 200 }));
    const running = store.dispatch(api.util.getRunningQueriesThunk());
    if (running.length === 0) break;
    await Promise.all(running);
  }
  if (apiFailed(store)) return { status: 503 };

  const sheet = new ServerStyleSheet();
  try {
    renderPostBodies(store, sheet);
    const collector: ResponseCollector = { head: null, status: 200 };
    const html = await renderWhenAllReady(sheet.collectStyles(tree(collector)));
    if (collector.movedTo) return { status: 301, location: collector.movedTo, sessionSent: sessionSent() };
    const matches = matchRoutes(routes, url.pathname) ?? [];
    const page = matches.length > 0 ? pageOf(matches[matches.length - 1]!) : undefined;
    return {
      status: collector.status,
      ownerOnly: collector.ownerOnly ?? false,
      sessionSent: sessionSent(),
      html: pageDocument(build, { html, head: collector.head, styles: sheet.getStyleTags(), page, store, input, primaryColour }),
    };
  } finally {
    sheet.seal();
  }
}

function pageDocument(
  build: ClientBuild,
  page: { html: string; head: HeadData | null; styles: string; page: ReturnType<typeof pageOf>; store: AppStore; input: RenderInput; primaryColour: string },
): string {

  const data: PageData = { store: serverStoreState(page.store), themeMode: page.input.savedTheme, primaryColour: page.primaryColour };
  const head = [
    page.head ? headHtml(page.head) : '',
    ...build.stylesOf(page.page).map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    page.styles,
    accentStyle(page.primaryColour),
  ].join('\n');
  return documentHtml(build, {
    htmlAttributes: page.input.savedTheme ? ` data-theme="${page.input.savedTheme}"` : '',
    head,
    html: page.html,
    data: [
      `<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(data)}</script>`,
      `<script src="/boot.js" data-entry="${escapeAttribute(build.entry)}" defer></script>`,
    ].join('\n'),
  });
}
