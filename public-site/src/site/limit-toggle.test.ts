import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enhanceLimitToggles } from './limit-toggle';

afterEach(() => document.body.replaceChildren());

/** A list limited on small screens and its button, as the server writes them (features/education/credential-list.tsx). */
function limitedList(): HTMLElement {
  document.body.innerHTML = `
    <ul id="r1" data-expanded="false"><li>One</li><li>Two</li><li>Three</li></ul>
    <button type="button" data-limit-toggle aria-controls="r1" aria-expanded="false">Show More</button>
    <button type="button" data-limit-toggle aria-controls="missing" aria-expanded="false">Show More</button>`;
  return document.getElementById('r1')!;
}

describe('a limited list’s toggle', () => {
  it("expands its list and says so, then limits it again: 'Show More' / 'Show Less'", async () => {
    const list = limitedList();
    enhanceLimitToggles();
    const user = userEvent.setup();
    const [button] = screen.getAllByRole('button', { name: 'Show More' });

    await user.click(button!);
    expect(list).toHaveAttribute('data-expanded', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveTextContent(/^Show Less$/);

    await user.click(button!);
    expect(list).toHaveAttribute('data-expanded', 'false');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent(/^Show More$/);
  });

  it('leaves a button whose list is not on the page as it is', async () => {
    limitedList();
    enhanceLimitToggles();
    const orphan = screen.getAllByRole('button', { name: 'Show More' })[1]!;
    await userEvent.setup().click(orphan);
    expect(orphan).toHaveAttribute('aria-expanded', 'false');
    expect(orphan).toHaveTextContent('Show More');
  });
});
