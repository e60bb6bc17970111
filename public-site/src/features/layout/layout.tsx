import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { Footer } from './footer';
import { Header } from './header';
import { RouteChangeIndicator } from './route-change-indicator';
import { RouteErrorBoundary } from './route-error';

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

/**
 * The spec's shared layout: header, main area and footer around every public route. Moving between
 * routes is a page load, faded by the browser's view transition (index.html); the skip link moves
 * focus to the main area by itself (it is focusable, tabIndex -1).
 */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <PrintWithoutChrome />
      <SkipLink id="skip-link" href="#main">
        Skip to main content
      </SkipLink>
      <RouteChangeIndicator />
      <Header />
      <Main id="main" tabIndex={-1}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Main>
      <Footer />
    </>
  );
}
