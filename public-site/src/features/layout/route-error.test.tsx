import { theme } from '@folio/shared-ui';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { RouteError } from './route-error';

describe('a page that failed', () => {
  it("offers 'Reload Page', a link to the page's own address that works without a script", () => {
    // As the server renders it (React runs nowhere else on the page).
    document.body.innerHTML = renderToString(
      <ThemeProvider theme={theme}>
        <StaticRouter location="/blog?persona=fitness&page=2">
          <RouteError />
        </StaticRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    const reload = screen.getByRole('link', { name: 'Reload Page' });
    // No hash: a link differing from the address only in one would be a jump within the page, not a load.
    expect(reload).toHaveAttribute('href', '/blog?persona=fitness&page=2');
  });
});
