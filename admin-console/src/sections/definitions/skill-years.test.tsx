import { SKILL_YEARS_MESSAGE } from '@folio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { writePath } from '../../test/cases';
import { findToast, renderConsole } from '../../test/render';
import { field, fill, openSection } from '../../test/ui';

/** A skill's optional 'Years' (issue 38): what the persona pages show when the Site settings show skills as years. */
async function openNewSkill() {
  const rendered = await renderConsole();
  await openSection(rendered.user, 'Skills');
  await screen.findByRole('heading', { name: 'Kubernetes' });
  await rendered.user.click(screen.getByRole('button', { name: 'Add Skill' }));
  return { ...rendered, form: screen.getByRole('form', { name: 'New Skill' }) };
}

it("adds a skill with its years, sent as a number and shown in the skill's row", async () => {
  const { user, api, form } = await openNewSkill();
  expect(field('Years', form)).toHaveValue(null);
  expect(field('Years', form)).toHaveAccessibleDescription(expect.stringContaining('shown when the Site settings show skills as years'));
  await fill(user, [
    { type: 'Skill Name', value: 'TypeScript' },
    { type: 'Years', value: '8' },
    { type: 'Description', value: 'Typed JavaScript.' },
  ]);
  await user.click(within(form).getByRole('button', { name: 'Add Skill' }));
  await findToast('Success', 'Skill added successfully');
  expect(api.calls('POST', writePath('skills'))[0]!.body).toMatchObject({ name: 'TypeScript', years: 8 });
  expect(await screen.findByText('Technical · 50% · 8 years')).toBeInTheDocument();
});

it('sends no years when the field is left blank', async () => {
  const { user, api, form } = await openNewSkill();
  await fill(user, [
    { type: 'Skill Name', value: 'Go' },
    { type: 'Description', value: 'Small services.' },
  ]);
  await user.click(within(form).getByRole('button', { name: 'Add Skill' }));
  await findToast('Success', 'Skill added successfully');
  expect(api.calls('POST', writePath('skills'))[0]!.body).toMatchObject({ name: 'Go', years: null });
});

it.each(['0', '61', '2.5'])('says on the field that %s years is not a whole number from 1 to 60, and sends nothing', async (years) => {
  const { user, api, form } = await openNewSkill();
  await fill(user, [
    { type: 'Skill Name', value: 'Rust' },
    { type: 'Years', value: years },
    { type: 'Description', value: 'Systems.' },
  ]);
  await user.click(within(form).getByRole('button', { name: 'Add Skill' }));
  const control = field('Years', form);
  await waitFor(() => expect(control).toHaveAttribute('aria-invalid', 'true'));
  expect(control).toHaveAccessibleDescription(expect.stringContaining(SKILL_YEARS_MESSAGE));
  expect(api.calls('POST', writePath('skills'))).toHaveLength(0);
});
