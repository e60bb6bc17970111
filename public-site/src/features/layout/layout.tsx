import { Suspense, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { usePageViews, useTrackedActions } from '../analytics';
import { PersonaSync } from '../persona';
import { Footer } from './footer';
import { Header } from './header';
import { PageTransition } from './page-transition';
import { RouteChangeIndicator } from './route-change-indicator';
import { RouteErrorBoundary } from './route-error';
import { useScrollToTopOnNavigation } from './use-scroll-to-top';

const SkipLink = styled.a`
  position: fixed;
  top: 0.75rem;
  left: 0.75rem;
  z-index: 1300;
  padding: 0.625rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySolid};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const Main = styled.main`
  min-height: 100vh;

  &:focus {
    outline: none;
  }
`;

/** Printed, a page is its content: the header, its menus, the skip link and the footer stay on screen. */
const PrintWithoutChrome = createGlobalStyle`
  @media print {
    #root > :not(main) {
      display: none !important;
    }

    #root > main {
      min-height: 0;
    }
  }
`;

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView?.();
}

/** The spec's shared layout: header, main area and footer around every public route. */
export function Layout() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigation();
  // Counting lives in the site's shell only: the components the console previews never send.
  usePageViews();
  useTrackedActions();
  return (
    <>
      <PersonaSync />
      <PrintWithoutChrome />
      <SkipLink id="skip-link" href="#main" onClick={skipToMain}>
        Skip to main content
      </SkipLink>
      <RouteChangeIndicator />
      <Header />
      <Main id="main" tabIndex={-1}>
        <PageTransition>
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </PageTransition>
      </Main>
      <Footer />
    </>
  );
}
