import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app/app';
import { createStore } from '../app/store';
import { createFakeApi, type FakeApi, type FakeApiOptions } from './fake-api';
import { setViewportWidth } from './viewport';

export interface RenderOptions extends FakeApiOptions {
  width?: number;
  /** Runs before the first render, e.g. to hold the first list call. */
  before?: (api: FakeApi) => void;
}

/** Renders the console against a fresh fake API; resolves once the session check has answered. */
export async function renderConsole({ width = 1280, before, ...options }: RenderOptions = {}) {
  setViewportWidth(width);
  const api = createFakeApi(options);
  before?.(api);
  const store = createStore();
  const user = userEvent.setup({ delay: null });
  const { unmount } = render(<App store={store} />);
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  return { api, store, user, unmount };
}

/** The toast region (Radix: 'Notifications (F8)'). */
export const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });

/** Waits for the visible toast with this title and description; returns its element. */
export async function findToast(title: string, description?: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    const items = Array.from(toastRegion().querySelectorAll<HTMLElement>('li'));
    found = items.find(
      (item) =>
        within(item).queryByText(title, { exact: true }) !== null &&
        (description === undefined || within(item).queryByText(description, { exact: true }) !== null),
    );
    expect(found).toBeDefined();
    // Radix counts toasts in a transition; until then the region ignores the pointer.
    expect(toastRegion()).not.toHaveStyle({ pointerEvents: 'none' });
  });
  return found!;
}
