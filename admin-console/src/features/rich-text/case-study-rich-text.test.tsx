import { screen, waitFor, within } from '@testing-library/react';
import { findToast, renderConsole } from '../../test/render';

/** The edit form of the fixtures' case study, opened by its address. */
async function editCaseStudy() {
  const rendered = await renderConsole({ at: '/admin/case-studies/1' });
  const form = await screen.findByRole('form', { name: 'Edit Case Study' });
  return { ...rendered, form };
}

const textOf = (form: HTMLElement, label: string) => within(form).findByRole('textbox', { name: label });
const toolOf = (form: HTMLElement, label: string, name: string) =>
  within(within(form).getByRole('toolbar', { name: `${label} formatting` })).getByRole('button', { name });

describe("a case study's HTML texts", () => {
  it('are formatted text, one editor each for the description, challenge, solution and results', async () => {
    const { form } = await editCaseStudy();
    for (const label of ['Description', 'Challenge', 'Solution', 'Results']) {
      expect(await textOf(form, label)).toHaveAttribute('contenteditable', 'true');
      expect(within(form).getByRole('toolbar', { name: `${label} formatting` })).toBeInTheDocument();
    }
    expect(within(await textOf(form, 'Description')).getByText('forty').tagName).toBe('STRONG');
  });

  it('saves what the toolbar made, and the other texts as they were', async () => {
    const { user, api, form } = await editCaseStudy();
    const challenge = await textOf(form, 'Challenge');
    challenge.focus();
    await user.keyboard('{Control>}a{/Control}');
    await user.click(toolOf(form, 'Challenge', 'Heading'));
    await user.click(within(form).getByRole('button', { name: 'Update Case Study' }));
    await findToast('Success', 'Case study updated successfully');
    expect(api.calls('PUT', '/api/admin/case-studies/1')[0]!.body).toMatchObject({
      description: '<p>A landing zone for <strong>forty</strong> teams.</p>',
      challenge: '<h3>Audit findings.</h3>',
      solution: '<p>Guardrails as code.</p>',
      results: '<p>Zero findings.</p>',
    });
  });

  it('leave the form unchanged when only looked at: Cancel asks nothing', async () => {
    const { user, form } = await editCaseStudy();
    await user.click(await textOf(form, 'Results'));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: 'Add Case Study' });
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument();
  });

  it('ask for a link address without Esc or Enter reaching the form (Esc closes only the link form)', async () => {
    const { user, form } = await editCaseStudy();
    const solution = await textOf(form, 'Solution');
    solution.focus();
    await user.keyboard('{Control>}a{/Control}{Control>}k{/Control}');
    const address = await within(form).findByRole('textbox', { name: 'Link address' });
    await user.type(address, '/blog/guardrails{Enter}');
    await waitFor(() => expect(within(solution).getByRole('link', { name: 'Guardrails as code.' })).toHaveAttribute('href', '/blog/guardrails'));
    expect(screen.getByRole('form', { name: 'Edit Case Study' })).toBeInTheDocument();

    await user.click(toolOf(form, 'Solution', 'Link'));
    await user.keyboard('{Escape}');
    expect(within(form).queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit Case Study' })).toBeInTheDocument();
  });
});
