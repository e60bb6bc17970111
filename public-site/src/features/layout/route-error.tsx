import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonAnchor } from '../../components/button-links';

const Centre = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 1rem;
  min-height: 100vh;
  padding: 2rem;
  text-align: center;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A page that failed to render or to download (say, after a new release): offer a reload, a link to the page itself. */
export function RouteError() {
  const { pathname, search } = useLocation();
  return (
    <Centre role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reloading usually fixes it.</p>
      <ButtonAnchor href={`${pathname}${search}`}>Reload Page</ButtonAnchor>
    </Centre>
  );
}

/**
 * Catches a page that throws while rendering or whose chunk fails to download (say, after a new
 * release), and shows RouteError in the layout. Keyed on the path by its parent, so moving on clears it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed to render', error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
