import { LIMITS } from '@folio/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

describe('routes and the shared layout', () => {
  it.each(['/', '/blog', '/blog/architecture-decision-records', '/no/such/page'])('%s has header, main and footer', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the loading indicator for 600 ms on a route change, not on the first page', async () => {
    const { router } = renderApp('/');
    await screen.findByText('Choose your path to explore my professional journey');
    expect(screen.queryByTestId('route-indicator')).not.toBeInTheDocument();

    jest.useFakeTimers();
    try {
      await act(() => router.navigate('/blog'));
      expect(screen.getByTestId('route-indicator')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(LIMITS.routeChangeIndicatorMs - 10));
      expect(screen.getByTestId('route-indicator')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(20));
      expect(screen.queryByTestId('route-indicator')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('fades a new page in, keyed on the location', async () => {
    const { router } = renderApp('/');
    await screen.findByText('Choose your path to explore my professional journey');
    const first = screen.getByTestId('page-transition');
    await act(() => router.navigate('/?persona=fitness'));
    expect(screen.getByTestId('page-transition')).toBe(first);
    await act(() => router.navigate('/blog'));
    await waitFor(() => expect(screen.getByTestId('page-transition')).not.toBe(first));
  });

  it('carries no notifications region: nothing on the public site shows a toast, so none is loaded', async () => {
    renderApp('/');
    await screen.findByText('Choose your path to explore my professional journey');
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
  });

  it('offers a skip link to the main content', async () => {
    const { user } = renderApp('/blog');
    await screen.findByRole('heading', { level: 1, name: 'Insights & Stories' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
