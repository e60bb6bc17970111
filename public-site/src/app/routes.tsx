import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout, RouteError } from '../features/layout';

// One chunk per route: the home page never downloads the markdown renderer, a post never the carousels.
const HomePage = lazy(() => import('./routes/home-page'));
const BlogListPage = lazy(() => import('../features/blog/blog-list-page'));
const BlogPostPage = lazy(() => import('../features/blog/blog-post-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));

/** §2 routes; every one inside the shared layout. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'blog', element: <BlogListPage /> },
          { path: 'blog/:slug', element: <BlogPostPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
