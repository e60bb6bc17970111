import type { TagType } from '@folio/contracts';
import { createPalette, CSS_VARIABLES, type ThemeMode } from '@folio/shared-ui';
import { DEFAULT_PRIMARY_COLOUR } from '@folio/contracts';
import { StrictMode } from 'react';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { ServerSession } from '../api/base-query';
import { App } from '../app/app';
import { routeInputOf } from '../app/route-loader';
import { AppRoutes, preloadRouteModules, routes } from '../app/page-routes';
import { makeStore, type AppStore } from '../app/store';
import { renderPostBody } from '../features/blog/post-body-html';
import { PostedContactFormContext, type PostedContactForm } from '../features/contact/posted-form';
import { NewsletterAnswerContext, type NewsletterAnswer } from '../features/newsletter';
import { accentOf } from '../features/persona';
import { HeadCollectorContext, headHtml, type HeadCollector, type HeadData } from '../features/site';
import { IslandCollectorContext, islandSlot, type IslandCollector } from '../islands/island';
import { documentHtml, type ClientBuild } from './client-build';
import { loadRoute } from './run-loaders';
import { renderIslandHtml } from './render-island';
import { renderWhenAllReady } from './render-react';

// Every page module up front: a request never waits for a chunk to load, and React.lazy resolves at once.
export const pagesLoaded = preloadRouteModules();

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
   * one it was sent from, its form showing the visitor's values and errors (the form's island gets
   * them in its props), and the browser is told the page's address (the address bar says /contact,
   * where the form was posted).
   */
  contact?: PostedContactForm;
  /** A newsletter page answering its own POST (subscribe-post.ts, newsletter-pages.ts): what it shows of the answer. */
  newsletter?: NewsletterAnswer;
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

/**
 * The style tags of the post bodies the page shows (a scrolling table's): a body is rendered apart from
 * the page (post-body-html.tsx), so its styles join the page's head here. It also renders each body
 * before the page does, into the cache the page then reads.
 */
function postBodyStyles(store: AppStore): string[] {
  return Object.values(store.getState().api.queries)
    .filter((query) => query?.endpointName === 'getPostBySlug' && query.status === 'fulfilled')
    .map((query) => renderPostBody((query!.data as { content: string }).content).styles)
    .filter(Boolean);
}

/** The persona accent over the shared palettes: the page's own style, as nothing in the browser sets it. */
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
    const bodyStyles = postBodyStyles(store);
    const collector: HeadCollector = { head: null };
    const islands: IslandCollector = { islands: [] };
    const pageHtml = await renderWhenAllReady(
      sheet.collectStyles(
        <StrictMode>
          <HeadCollectorContext.Provider value={collector}>
            <IslandCollectorContext.Provider value={islands}>
              <PostedContactFormContext.Provider value={{ posted: input.contact ?? null }}>
                <NewsletterAnswerContext.Provider value={input.newsletter ?? null}>
                  <App store={store} themeMode={themeMode} primaryColour={primaryColour}>
                    <StaticRouter location={input.url}>
                      <AppRoutes />
                    </StaticRouter>
                  </App>
                </NewsletterAnswerContext.Provider>
              </PostedContactFormContext.Provider>
            </IslandCollectorContext.Provider>
          </HeadCollectorContext.Provider>
        </StrictMode>,
      ),
    );
    const html = await withIslands(pageHtml, islands, sheet);
    return {
      status: loaded.status,
      ownerOnly: loaded.ownerOnly ?? false,
      sessionSent: sessionSent(),
      html: pageDocument(build, {
        html,
        head: collector.head,
        styles: [sheet.getStyleTags(), ...bodyStyles].join('\n'),
        hasIslands: islands.islands.length > 0,
        persona: routeInput.persona,
        input,
        primaryColour,
      }),
    };
  } finally {
    sheet.seal();
  }
}

/** Each island rendered as a root of its own, as the browser hydrates it (its ids included), put in its place in the page. */
async function withIslands(pageHtml: string, { islands }: IslandCollector, sheet: ServerStyleSheet): Promise<string> {
  let html = pageHtml;
  for (const island of islands) {
    // An island React rendered again (a retried boundary) left its slot under its newest id only.
    if (!html.includes(islandSlot(island.id))) continue;
    const islandHtml = await renderIslandHtml(island, sheet);
    html = html.replace(islandSlot(island.id), () => islandHtml);
  }
  return html;
}

function pageDocument(
  build: ClientBuild,
  page: { html: string; head: HeadData | null; styles: string; hasIslands: boolean; persona: TagType | null; input: RenderInput; primaryColour: string },
): string {
  const { contact, savedTheme, url } = page.input;
  const head = [page.head ? headHtml(page.head) : '', page.styles, accentStyle(page.primaryColour)].join('\n');
  // What the site's script reads of the page (src/site): the saved theme, the persona it shows, the
  // address of a page answering a posted form.
  const htmlAttributes = [
    savedTheme ? ` data-theme="${savedTheme}"` : '',
    page.persona ? ` data-persona="${page.persona}"` : '',
    contact ? ` data-address="${escapeAttribute(url)}"` : '',
  ].join('');
  return documentHtml(build, {
    htmlAttributes,
    head,
    html: page.html,
    data: [
      // Both after what the first paint needs (the page's pictures and styles): the page shows and its
      // links and forms work meanwhile. React loads only on a page that has something to hydrate.
      `<script type="module" src="${escapeAttribute(build.siteScript)}" fetchpriority="low"></script>`,
      ...(page.hasIslands ? [`<script type="module" src="${escapeAttribute(build.islandsScript)}" fetchpriority="low"></script>`] : []),
    ].join('\n'),
  });
}
