import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FolioThemeProvider } from '../theme-provider';
import { ToastProvider, ToastSlot } from './toast-provider';
import { dismissToast, toast } from './toast-store';

function renderToasts() {
  return render(
    <FolioThemeProvider>
      <ToastProvider />
    </FolioThemeProvider>,
  );
}

afterEach(() => {
  act(() => dismissToast());
  jest.useRealTimers();
});

it('shows the title and description, one toast at a time', async () => {
  renderToasts();
  act(() => {
    toast({ title: 'Success', description: 'Company added successfully' });
  });
  expect(await screen.findByText('Company added successfully')).toBeInTheDocument();

  act(() => {
    toast({ title: 'Error', description: 'Failed to add company', variant: 'destructive' });
  });
  expect(await screen.findByText('Failed to add company')).toBeInTheDocument();
  expect(screen.queryByText('Company added successfully')).not.toBeInTheDocument();
  expect(screen.getAllByRole('status').length + screen.queryAllByRole('alert').length).toBeGreaterThan(0);
});

it('closes by itself after 5000 ms', () => {
  jest.useFakeTimers();
  renderToasts();
  act(() => {
    toast({ title: 'Logged out', description: 'You have been logged out successfully.' });
  });
  expect(screen.getByText('Logged out')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(4900));
  expect(screen.getByText('Logged out')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByText('Logged out')).not.toBeInTheDocument();
});

it('runs the action and closes when the action is chosen', async () => {
  const undo = jest.fn();
  renderToasts();
  act(() => {
    toast({ title: 'Success', description: 'Skill deleted successfully', action: { label: 'Undo', onClick: undo } });
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
  expect(undo).toHaveBeenCalledTimes(1);
});

it('F8 moves focus to the notifications region', () => {
  renderToasts();
  act(() => {
    toast({ title: 'Success' });
  });
  fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
  expect(screen.getByRole('region', { name: /Notifications/ })).toContainElement(document.activeElement as HTMLElement);
});

it('a swipe of more than 50 px to the right dismisses it; a shorter one does not', () => {
  renderToasts();
  act(() => {
    toast({ title: 'Login successful' });
  });
  const notice = screen.getByText('Login successful').closest('li')!;
  const swipe = (distance: number) => {
    fireEvent.pointerDown(notice, { clientX: 100, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(notice, { clientX: 100 + distance, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(notice, { clientX: 100 + distance, clientY: 10, pointerId: 1 });
  };

  swipe(30);
  expect(notice).toHaveAttribute('data-state', 'open');
  swipe(80);
  expect(notice).toHaveAttribute('data-state', 'closed');
});

describe('a place kept for the toasts (ToastSlot)', () => {
  function Page({ withSlot }: { withSlot: boolean }) {
    return (
      <FolioThemeProvider>
        <ToastProvider>
          <main>The page</main>
          {withSlot ? (
            <aside aria-label="Sidebar">
              <ToastSlot />
            </aside>
          ) : null}
        </ToastProvider>
      </FolioThemeProvider>
    );
  }

  it('shows them there while it is mounted, and in the window corner again once it is gone', async () => {
    const { rerender } = render(<Page withSlot />);
    act(() => {
      toast({ title: 'Login successful', description: 'Welcome to the admin dashboard.' });
    });
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('region', { name: /Notifications/ })).toContainElement(await screen.findByText('Login successful'));
    // One region only, so F8 and assistive technology find one place.
    expect(screen.getAllByRole('region', { name: /Notifications/ })).toHaveLength(1);

    rerender(<Page withSlot={false} />);
    act(() => {
      toast({ title: 'Logged out' });
    });
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region).toContainElement(await screen.findByText('Logged out'));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
