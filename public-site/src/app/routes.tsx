import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';
import { Layout } from '../features/layout';

type PageModule = { default: ComponentType };

// One chunk per route: the home page never downloads the carousels' code for a post, nor a post the carousels.
const PAGE_MODULES = {
  home: () => import('./routes/home-page'),
  blogList: () => import('../features/blog/blog-list-page'),
  blogPost: () => import('../features/blog/blog-post-page'),
  notFound: () => import('./routes/not-found-page'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageName = keyof typeof PAGE_MODULES;

/** The same modules as the build manifest names them: the rendering server links their styles and scripts early. */
export const PAGE_SOURCES: Record<PageName, string> = {
  home: 'src/app/routes/home-page.tsx',
  blogList: 'src/features/blog/blog-list-page.tsx',
  blogPost: 'src/features/blog/blog-post-page.tsx',
  notFound: 'src/app/routes/not-found-page.tsx',
};

/** The page a route match shows, from its route's handle. */
export const pageOf = (match: RouteMatch | { route: RouteObject }) => (match.route.handle as { page?: PageName } | undefined)?.page;

const page = (name: PageName): Pick<RouteObject, 'element' | 'handle'> => {
  const Page = lazy(PAGE_MODULES[name]);
  return { element: <Page />, handle: { page: name } };
};

/** §2 routes; every one inside the shared layout (which also catches a page that fails to render). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, ...page('home') },
      { path: 'blog', ...page('blogList') },
      { path: 'blog/:slug', ...page('blogPost') },
      { path: '*', ...page('notFound') },
    ],
  },
];

/**
 * The routes under whichever router holds them: the browser's, the server's static one, a test's
 * memory router. Declarative routers, not the data router: the site has no loaders or actions, and
 * the data router's code would be half of react-router's weight in every visitor's download.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the page modules of matched routes (before hydrating, or every one on the rendering server). */
export function preloadRouteModules(matches: readonly RouteMatch[] | 'all'): Promise<unknown> {
  const names =
    matches === 'all'
      ? (Object.keys(PAGE_MODULES) as PageName[])
      : matches.map(pageOf).filter((name) => name !== undefined);
  return Promise.all(names.map((name) => PAGE_MODULES[name]()));
}
