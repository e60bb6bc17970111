import type { ComponentType } from 'react';
import { useRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';
import { Layout } from '../features/layout';
import { preloadableLazy, type PreloadableLazy } from '../lib/preloadable-lazy';
import { blogListLoader, blogPostLoader, blogTaxonomyLoader, caseStudyLoader, confirmLoader, cvLoader, feedsLoader, homeLoader, layoutLoader, notFoundLoader, subscribeLoader, unsubscribeLoader } from './page-loaders';
import type { RouteLoader } from './route-loader';

type PageModule = {
  default: ComponentType;
  /** Loads the sections the page itself loads lazily (the rendering server renders them at once too). */
  preloadSections?: () => Promise<unknown>;
};

const PAGE_MODULES = {
  home: () => import('./routes/home-page'),
  blogList: () => import('../features/blog/blog-list-page'),
  blogPost: () => import('../features/blog/blog-post-page'),
  blogTag: () => import('../features/blog/blog-tag-page'),
  blogCategory: () => import('../features/blog/blog-category-page'),
  caseStudy: () => import('../features/case-studies/case-study-page'),
  cv: () => import('../features/cv/cv-page'),
  subscribe: () => import('../features/newsletter/subscribe-page'),
  subscribeConfirm: () => import('../features/newsletter/confirm-page'),
  unsubscribe: () => import('../features/newsletter/unsubscribe-page'),
  feeds: () => import('../features/follow/feeds-page'),
  notFound: () => import('./routes/not-found-page'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageName = keyof typeof PAGE_MODULES;

/** The page a route match shows, from its route's handle. */
export const pageOf = (match: RouteMatch | { route: RouteObject }) => (match.route.handle as { page?: PageName } | undefined)?.page;

/** Each page's component, rendered at once when its module was preloaded (preloadRouteModules). */
const PAGES = Object.fromEntries(Object.entries(PAGE_MODULES).map(([name, load]) => [name, preloadableLazy<PageModule>(load)])) as Record<
  PageName,
  PreloadableLazy<PageModule>
>;

const page = (name: PageName, loader: RouteLoader): Pick<RouteObject, 'element' | 'handle'> => {
  const { Component: Page } = PAGES[name];
  return { element: <Page />, handle: { page: name, loader } };
};

/**
 * The spec's routes; every one inside the shared layout (which also catches a page that fails to render).
 * Each declares the data it shows (page-loaders.ts): the rendering server loads it before rendering once.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    handle: { loader: layoutLoader },
    children: [
      { index: true, ...page('home', homeLoader) },
      { path: 'blog', ...page('blogList', blogListLoader) },
      { path: 'blog/:slug', ...page('blogPost', blogPostLoader) },
      { path: 'blog/tag/:slug', ...page('blogTag', blogTaxonomyLoader('tag')) },
      { path: 'blog/category/:slug', ...page('blogCategory', blogTaxonomyLoader('category')) },
      { path: 'work/:slug', ...page('caseStudy', caseStudyLoader) },
      { path: 'cv', ...page('cv', cvLoader) },
      { path: 'subscribe', ...page('subscribe', subscribeLoader) },
      { path: 'subscribe/confirm/:token', ...page('subscribeConfirm', confirmLoader) },
      { path: 'unsubscribe/:token', ...page('unsubscribe', unsubscribeLoader) },
      { path: 'feeds', ...page('feeds', feedsLoader) },
      { path: '*', ...page('notFound', notFoundLoader) },
    ],
  },
];

/**
 * The routes under whichever router holds them: the server's static one, a test's memory router. Declarative routers, not the data router: the routes' loaders are RTK Query's
 * queries (route-loader.ts), the site has no actions, and the data router's code would be half of
 * react-router's weight in every visitor's download.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads every page module and their lazy sections: the rendering server does, before its first page. */
export function preloadRouteModules(): Promise<unknown> {
  return Promise.all(Object.values(PAGES).map(async ({ preload }) => (await preload()).preloadSections?.()));
}
