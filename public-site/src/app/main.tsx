import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { THEME_STORAGE_KEY, storedThemeMode, writeStorage } from '@folio/shared-ui';
import { bodiesReadFromMarkup } from '../features/blog/body-in-markup';
import { loadStoredPersona, saveStoredPersona } from '../features/persona/persona-storage';
import { App } from './app';
import { readPageData } from './page-data';
import { AppRoutes, preloadRouteModules, routes } from './routes';
import { makeStore } from './store';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const pageData = readPageData(document);
// Storage is where the choices live (as the spec has it); a browser whose storage lost them while their cookies stayed
// keeps what the server just painted instead of flipping back after hydration.
if (pageData?.themeMode && !storedThemeMode()) writeStorage(THEME_STORAGE_KEY, pageData.themeMode);
if (pageData?.store.persona && !loadStoredPersona()) saveStoredPersona(pageData.store.persona);
// The post bodies the data block left in the markup, read back from it before anything changes it.
const store = makeStore(
  pageData ? { fromServer: { ...pageData.store, renderedMarkdown: bodiesReadFromMarkup(pageData.store.renderedMarkdown, container) } } : {},
);
const app = (
  <StrictMode>
    <App store={store} themeMode={pageData ? (pageData.themeMode ?? 'light') : undefined} primaryColour={pageData?.primaryColour}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

if (pageData) {
  // The page's own route chunk first, so hydration finds its components ready instead of waiting on them.
  void preloadRouteModules(matchRoutes(routes, window.location) ?? [], window.location.search).then(() => hydrateRoot(container, app));
} else {
  // The Vite dev server's page: nothing rendered yet.
  createRoot(container).render(app);
}
