import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { loadCaseStudyDialog } from './case-study-dialog-loader';
import type * as DialogLoader from './case-study-dialog-loader';

// The real loader, watched: which moments ask for the dialog's code.
jest.mock('./case-study-dialog-loader', () => {
  const actual = jest.requireActual<typeof DialogLoader>('./case-study-dialog-loader');
  return { ...actual, loadCaseStudyDialog: jest.fn(actual.loadCaseStudyDialog) };
});

const load = jest.mocked(loadCaseStudyDialog);

/** The first card's button once react-slick has replaced the cards the server rendered. */
async function firstViewButton() {
  const region = await screen.findByRole('region', { name: 'Case Studies & Projects' });
  await waitFor(() => expect(region.querySelector('.slick-list')).not.toBeNull());
  return within(region).getAllByRole('link', { name: 'View Case Study' })[0]!;
}

describe("the case-study dialog's code", () => {
  beforeEach(() => load.mockClear());

  it('is asked for when the pointer reaches a case study, not with the page, and the click opens it', async () => {
    const { user } = renderApp('/?persona=enterprise');
    const view = await firstViewButton();
    expect(load).not.toHaveBeenCalled();

    await user.hover(view);
    expect(load).toHaveBeenCalled();
    await user.click(view);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('is asked for when the keyboard reaches a case study', async () => {
    renderApp('/?persona=enterprise');
    const view = await firstViewButton();
    expect(load).not.toHaveBeenCalled();

    act(() => view.focus());
    expect(load).toHaveBeenCalled();
  });
});
