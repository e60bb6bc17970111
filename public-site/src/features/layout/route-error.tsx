import { Button } from '@folio/shared-ui';
import styled from 'styled-components';
import { reloadPage } from '../../lib/reload';

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

/** A page that failed to render or to download (say, after a new release): offer a reload. */
export function RouteError() {
  return (
    <Centre role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reloading usually fixes it.</p>
      <Button onClick={reloadPage}>Reload Page</Button>
    </Centre>
  );
}
