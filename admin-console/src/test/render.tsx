import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app/app';
import { createConsoleRouter, type ConsoleRouter } from '../app/router';
import { createStore } from '../app/store';
import { createFakeApi, type FakeApi, type FakeApiOptions } from './fake-api';
import { trackRouter } from './routers';
import { setViewportWidth } from './viewport';

export interface RenderOptions extends FakeApiOptions {
  width?: number;
  /** Runs before the first render, e.g. to hold the first list call. */
  before?: (api: FakeApi) => void;
  /** The address the page is opened at, e.g. '/admin/blog/posts?status=draft' (default: where the last render left it, '/admin/companies' at first). */
  at?: string;
}

/** A router over the page's history; dropped after the test (test/setup.ts), so none listens on. */
export const consoleRouter = (): ConsoleRouter => trackRouter(createConsoleRouter());

async function openConsole() {
  const store = createStore();
  const { unmount } = render(<App store={store} router={consoleRouter()} />);
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  return { store, unmount };
}

/** Renders the console against a fresh fake API; resolves once the session check has answered. */
export async function renderConsole({ width = 1280, before, at, ...options }: RenderOptions = {}) {
  setViewportWidth(width);
  if (at) window.history.replaceState(null, '', at);
  const api = createFakeApi(options);
  before?.(api);
  const user = userEvent.setup({ delay: null });
  const { store, unmount } = await openConsole();
  return { api, store, user, unmount };
}

/** A reload of the page: a new store and router at the address the page is at, against the same API. */
export async function reloadConsole(rendered: { unmount: () => void }) {
  rendered.unmount();
  return openConsole();
}

/** The address the console shows, under /admin. */
export const address = () => `${window.location.pathname}${window.location.search}`;

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
