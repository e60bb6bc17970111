import type { TagType } from '@folio/contracts';
import { createPalette, CSS_VARIABLES, type ThemeMode } from '@folio/shared-ui';
import { DEFAULT_PRIMARY_COLOUR } from '@folio/contracts';
import { StrictMode } from 'react';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { ServerSession } from '../api/base-query';
import { App } from '../app/app';
import { PAGE_DATA_ID, type PageData } from '../app/page-data';
import { routeInputOf } from '../app/route-loader';
import { AppRoutes, pageOf, preloadRouteModules, routes } from '../app/routes';
import { makeStore, serverStoreState, type AppStore } from '../app/store';
import { markdownRendered, renderedMarkdownKey } from '../features/blog/rendered-markdown-slice';
import { CONTACT_POSTED_ID, PostedContactFormContext, type PostedContactForm } from '../features/contact/posted-form';
import { accentOf } from '../features/persona';
import { HeadCollectorContext, headHtml, scriptSafeJson, type HeadCollector, type HeadData } from '../features/site';
import { documentHtml, type ClientBuild } from './client-build';
import { loadRoute } from './load-route';
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
  /**
   * A contact form sent without JavaScript that did not go through (contact-post.ts): the page is the
   * one it was sent from, its form showing the visitor's values and errors. The browser hydrating it
   * reads the form from a data block of its own, and is told the page's address (the address bar says
   * /contact, where the form was posted).
   */
  contact?: PostedContactForm;
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

/** Post bodies in the cache, as the HTML the browser will show without the markdown renderer; the style tags they need. */
function renderPostBodies(store: AppStore): string[] {
  const styles: string[] = [];
  for (const query of Object.values(store.getState().api.queries)) {
    if (query?.endpointName !== 'getPostBySlug' || query.status !== 'fulfilled') continue;
    const post = query.data as { id: number; content: string };
    const { html, headings, styles: bodyStyles } = renderPostBody(post.content);
    store.dispatch(markdownRendered({ key: renderedMarkdownKey(post.id, post.content), html, headings }));
    if (bodyStyles) styles.push(bodyStyles);
  }
  return styles;
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

  // The answer is known before anything renders: a redirect or an outage renders nothing at all.
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const routeInput = routeInputOf(matches, url, input.savedPersona);
  const loaded = await loadRoute(store, matches, routeInput);
  if (loaded.status === 503) return { status: 503 };
  if (loaded.status === 301) return { status: 301, location: loaded.location, sessionSent: sessionSent() };

  const themeMode = input.savedTheme ?? 'light';
  const primaryColour = accentOf(routeInput.persona);
  const sheet = new ServerStyleSheet();
  try {
    const bodyStyles = renderPostBodies(store);
    const collector: HeadCollector = { head: null };
    const html = await renderWhenAllReady(
      sheet.collectStyles(
        <StrictMode>
          <HeadCollectorContext.Provider value={collector}>
            <PostedContactFormContext.Provider value={{ posted: input.contact ?? null }}>
              <App store={store} themeMode={themeMode} primaryColour={primaryColour}>
                <StaticRouter location={input.url}>
                  <AppRoutes />
                </StaticRouter>
              </App>
            </PostedContactFormContext.Provider>
          </HeadCollectorContext.Provider>
        </StrictMode>,
      ),
    );
    const last = matches.at(-1);
    return {
      status: loaded.status,
      ownerOnly: loaded.ownerOnly ?? false,
      sessionSent: sessionSent(),
      html: pageDocument(build, { html, head: collector.head, styles: [sheet.getStyleTags(), ...bodyStyles].join('\n'), page: last && pageOf(last), store, input, primaryColour }),
    };
  } finally {
    sheet.seal();
  }
}

function pageDocument(
  build: ClientBuild,
  page: { html: string; head: HeadData | null; styles: string; page: ReturnType<typeof pageOf>; store: AppStore; input: RenderInput; primaryColour: string },
): string {
  const { contact } = page.input;
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
      ...(contact ? [`<script type="application/json" id="${CONTACT_POSTED_ID}">${scriptSafeJson(contact)}</script>`] : []),
      // boot.js puts a posted page's own address in the address bar before the app starts (public/boot.js).
      `<script src="/boot.js" data-entry="${escapeAttribute(build.entry)}"${contact ? ` data-address="${escapeAttribute(page.input.url)}"` : ''} defer></script>`,
    ].join('\n'),
  });
}
