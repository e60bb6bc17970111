import { CASE_STUDY_ROLE_MAX } from '@folio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { findToast, renderConsole } from '../../test/render';
import { field, fill } from '../../test/ui';

/** A case study's optional Role and Timeline (issue 38): the facts its page shows under the title. */
async function editCaseStudy() {
  const rendered = await renderConsole({ at: '/admin/case-studies/1' });
  const form = await screen.findByRole('form', { name: 'Edit Case Study' });
  return { ...rendered, form };
}

const follows = (earlier: HTMLElement, later: HTMLElement) => Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

it('edits the role and the timeline right after the subtitle, and saves them', async () => {
  const { user, api, form } = await editCaseStudy();
  const [subtitle, role, timeline, persona] = ['Subtitle', 'Role', 'Timeline', 'Persona'].map((label) => field(label, form)) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
  expect(follows(subtitle, role) && follows(role, timeline) && follows(timeline, persona)).toBe(true);
  expect(role).toHaveValue('Lead architect');
  expect(timeline).toHaveValue('');
  expect(role).toHaveAccessibleDescription(expect.stringContaining("shown under the title on the case study's page"));

  await fill(user, [
    { type: 'Role', value: 'Lead architect, team of 6' },
    { type: 'Timeline', value: 'Jan–Jun 2025 · 6 months' },
  ]);
  await user.click(within(form).getByRole('button', { name: 'Update Case Study' }));
  await findToast('Success', 'Case study updated successfully');
  expect(api.calls('PUT', '/api/admin/case-studies/1')[0]!.body).toMatchObject({ role: 'Lead architect, team of 6', timeline: 'Jan–Jun 2025 · 6 months' });
});

it('sends a cleared role as none', async () => {
  const { user, api, form } = await editCaseStudy();
  await fill(user, [{ clear: 'Role' }]);
  await user.click(within(form).getByRole('button', { name: 'Update Case Study' }));
  await findToast('Success', 'Case study updated successfully');
  expect(api.calls('PUT', '/api/admin/case-studies/1')[0]!.body).toMatchObject({ role: null, timeline: null });
});

it('says on the field that a role is too long, and sends nothing', async () => {
  const { user, api, form } = await editCaseStudy();
  await fill(user, [{ type: 'Role', value: 'x'.repeat(CASE_STUDY_ROLE_MAX + 1) }]);
  await user.click(within(form).getByRole('button', { name: 'Update Case Study' }));
  const control = field('Role', form);
  await waitFor(() => expect(control).toHaveAttribute('aria-invalid', 'true'));
  expect(control).toHaveAccessibleDescription(expect.stringContaining(`Must be at most ${CASE_STUDY_ROLE_MAX} characters`));
  expect(api.calls('PUT', '/api/admin/case-studies/1')).toHaveLength(0);
});
