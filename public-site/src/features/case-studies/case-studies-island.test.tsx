import { theme } from '@folio/shared-ui';
import { configure, getConfig, screen, waitFor, within } from '@testing-library/dom';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type * as ReactDomClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { caseStudies } from '../../test/fixtures';
import type * as IslandRootModule from '../../islands/island-root';
import type * as CaseStudiesModule from './case-studies';
import { CaseStudies, type CaseStudiesProps } from './case-studies';
import { preloadCaseStudyDialog } from './case-study-dialog-loader';

/** As the API sends them: in displayOrder. */
const props = (openId: number | null): CaseStudiesProps => ({
  persona: 'enterprise',
  caseStudies: [...caseStudies].sort((a, b) => a.displayOrder - b.displayOrder),
  openId,
});

/** The island's HTML as the rendering server writes it (the dialog's code loaded first when the address opens one, as the server does). */
async function serverHtml(openId: number | null): Promise<string> {
  if (openId !== null) await preloadCaseStudyDialog();
  return renderToString(
    <ThemeProvider theme={theme}>
      <CaseStudies {...props(openId)} />
    </ThemeProvider>,
  );
}

/**
 * Hydrates the island as islands/client.ts does, in a module registry of its own (React,
 * styled-components and the island's code loaded afresh): a browser that has not loaded the
 * dialog's code yet. Then runs `visit` in that browser: the registry stays its own until it ends,
 * so what loads later (the dialog's code) loads there too.
 */
function inFreshBrowser(element: HTMLElement, islandProps: CaseStudiesProps, recoverable: unknown[], visit: () => Promise<void>) {
  return jest.isolateModulesAsync(async () => {
    /* eslint-disable @typescript-eslint/no-require-imports -- a registry of its own needs require */
    const { hydrateRoot } = require('react-dom/client') as typeof ReactDomClient;
    const { IslandRoot } = require('../../islands/island-root') as typeof IslandRootModule;
    const { CaseStudies: BrowserCaseStudies } = require('./case-studies') as typeof CaseStudiesModule;
    /* eslint-enable @typescript-eslint/no-require-imports */
    // (Elements are plain objects: this file's JSX serves the fresh React as well.)
    const root = await new Promise<ReactDomClient.Root>((hydrated) => {
      const island = (
        <IslandRoot onHydrated={() => hydrated(created)}>
          <BrowserCaseStudies {...islandProps} />
        </IslandRoot>
      );
      const created = hydrateRoot(element, island, { onRecoverableError: (error) => recoverable.push(error) });
    });
    try {
      await visit();
    } finally {
      root.unmount();
    }
  });
}

const dialog = () => screen.queryByRole('dialog');
const address = () => window.location.pathname + window.location.search + window.location.hash;

/** A card's link once react-slick has replaced the cards the server rendered (the page has loaded). */
async function viewLink(element: HTMLElement, title: string) {
  await waitFor(() => expect(element.querySelector('.slick-list')).not.toBeNull());
  const card = within(element).getAllByRole('heading', { level: 3, name: title })[0]!.closest('article')!;
  return within(card).getByRole('link', { name: 'View Case Study' });
}

describe('the case studies island', () => {
  let errors: jest.SpyInstance;
  let recoverable: unknown[];
  let element: HTMLElement;
  let testingLibrary: ReturnType<typeof getConfig>;

  beforeEach(() => {
    // The island's React is not the one testing-library wraps in act(): it renders as in a browser.
    testingLibrary = getConfig();
    configure({ eventWrapper: (dispatch) => dispatch(), asyncWrapper: (wait) => wait() });
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    recoverable = [];
    errors = jest.spyOn(console, 'error');
    element = document.createElement('folio-island');
    document.body.append(element);
  });

  afterEach(() => {
    element.remove();
    errors.mockRestore();
    configure({ eventWrapper: testingLibrary.eventWrapper, asyncWrapper: testingLibrary.asyncWrapper });
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  /** The page at `path` as the server sends it (the island's `openId` read from it), hydrated; then `visit`. */
  async function visitPage(path: string, openId: number | null, visit: (user: UserEvent, serverDialog: Element | null) => Promise<void>) {
    window.history.replaceState(null, '', path);
    element.innerHTML = await serverHtml(openId);
    const serverDialog = element.querySelector('[role="dialog"]');
    await inFreshBrowser(element, props(openId), recoverable, () => visit(userEvent.setup(), serverDialog));
  }

  const expectCleanHydration = () => {
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  };

  it('hydrates a page with no dialog open without a mismatch; a click opens it at its own address, Back closes it', async () => {
    await visitPage('/?persona=enterprise', null, async (user) => {
      expectCleanHydration();
      const view = await viewLink(element, 'Event-Driven Integration Platform');
      expect(view).toHaveAttribute('href', '/?persona=enterprise&case=1#case-studies');

      await user.click(view);
      expect(await screen.findByRole('dialog', { name: 'Event-Driven Integration Platform' })).toBeInTheDocument();
      expect(address()).toBe('/?persona=enterprise&case=1#case-studies');
      expect(window.history.state).toEqual({ caseStudyOpened: true });

      window.history.back();
      await waitFor(() => expect(dialog()).not.toBeInTheDocument());
      expect(address()).toBe('/?persona=enterprise');
      // Radix gives focus back a moment after the dialog has gone.
      await waitFor(() => expect(view).toHaveFocus());

      window.history.forward();
      expect(await screen.findByRole('dialog', { name: 'Event-Driven Integration Platform' })).toBeInTheDocument();
      // Closed by its button: back to the entry before.
      await user.click(within(dialog()!).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(dialog()).not.toBeInTheDocument());
      expect(address()).toBe('/?persona=enterprise');
      expectCleanHydration();
    });
  });

  it('hydrates a page the server rendered with a dialog open, in place, without a mismatch while its code arrives', async () => {
    await visitPage('/?persona=enterprise&case=2#case-studies', 2, async (user, serverDialog) => {
      // The server's dialog, kept as it is until the dialog's code has arrived and hydrated it.
      expect(serverDialog).not.toBeNull();
      expect(within(element).getByRole('dialog', { name: 'Policy-as-Code Landing Zone' })).toBe(serverDialog);
      // Then in its portal, closed by a button.
      await waitFor(() => expect(within(element).queryByRole('dialog')).not.toBeInTheDocument());
      const open = screen.getByRole('dialog', { name: 'Policy-as-Code Landing Zone' });
      expectCleanHydration();

      await user.click(within(open).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(dialog()).not.toBeInTheDocument());
      // Not opened by this page: closing removes `case` in place.
      expect(address()).toBe('/?persona=enterprise#case-studies');
      expect(window.history.state).toBeNull();
      const view = await viewLink(element, 'Policy-as-Code Landing Zone');
      await waitFor(() => expect(view).toHaveFocus());
      expectCleanHydration();
    });
  });
});
