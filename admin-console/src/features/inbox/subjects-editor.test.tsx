import { CONTACT_LIMITS, DEFAULT_CONTACT_SUBJECTS } from '@folio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { address, findToast, renderConsole, type RenderOptions } from '../../test/render';

const group = (persona: string) => screen.getByRole('group', { name: persona });
const values = (persona: string) => within(group(persona)).getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

async function openEditor(options: RenderOptions = {}) {
  const rendered = await renderConsole({ at: '/admin/inbox/subjects', ...options });
  await screen.findByRole('group', { name: 'Enterprise Tech' });
  return rendered;
}

describe('the contact form subjects', () => {
  it('is reached from the inbox and lists each persona’s subjects in order', async () => {
    const { user } = await renderConsole({ at: '/admin/inbox?folder=spam', inbox: { subjects: { fitness: ['Coaching', 'Nutrition'] } } });
    await user.click(await screen.findByRole('link', { name: "Edit the contact form's subjects" }));
    expect(address()).toBe('/admin/inbox/subjects?folder=spam');
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact form subjects' })).toBeInTheDocument();
    expect(values('Enterprise Tech')).toEqual(DEFAULT_CONTACT_SUBJECTS.enterprise);
    expect(values('Business Automation')).toEqual(DEFAULT_CONTACT_SUBJECTS.business);
    expect(values('Fitness Coach')).toEqual(['Coaching', 'Nutrition']);
    await user.click(screen.getByRole('link', { name: 'Back to Inbox' }));
    expect(address()).toBe('/admin/inbox?folder=spam');
  });

  it('adds, reorders and removes subjects, and saves every list with PUT', async () => {
    const { user, api } = await openEditor();
    const fitness = group('Fitness Coach');
    await user.click(within(fitness).getByRole('button', { name: 'Add a subject to Fitness Coach' }));
    const added = within(fitness).getByLabelText('Subject 3');
    expect(added).toHaveFocus();
    await user.type(added, '  Nutrition plans ');
    await user.click(within(fitness).getByRole('button', { name: 'Move “Nutrition plans” up' }));
    expect(values('Fitness Coach')).toEqual(['Coaching', '  Nutrition plans ', 'Something else']);
    expect(within(fitness).getByRole('button', { name: 'Move “Nutrition plans” up' })).toHaveFocus();

    const enterprise = group('Enterprise Tech');
    await user.click(within(enterprise).getByRole('button', { name: 'Remove “A project”' }));
    await user.click(within(enterprise).getByRole('button', { name: 'Move “Hiring” down' }));
    expect(values('Enterprise Tech')).toEqual(['Something else', 'Hiring']);

    await user.click(screen.getByRole('button', { name: 'Save subjects' }));
    await findToast('Success', 'Subjects saved successfully');
    const [put] = api.calls('PUT', '/api/admin/contact/subjects');
    // Trimmed, as the contract has it.
    expect(put!.body).toEqual({
      enterprise: ['Something else', 'Hiring'],
      business: DEFAULT_CONTACT_SUBJECTS.business,
      fitness: ['Coaching', 'Nutrition plans', 'Something else'],
    });
    expect(put!.csrf).toBe(api.token);
    await waitFor(() => expect(values('Fitness Coach')).toEqual(['Coaching', 'Nutrition plans', 'Something else']));
  });

  it('refuses a blank subject or one too long with the contract’s words, on that subject, and sends nothing', async () => {
    const { user, api } = await openEditor();
    const business = group('Business Automation');
    await user.click(within(business).getByRole('button', { name: 'Add a subject to Business Automation' }));
    await user.clear(within(business).getByLabelText('Subject 1'));
    await user.click(within(business).getByLabelText('Subject 2'));
    await user.paste('x'.repeat(CONTACT_LIMITS.subject + 1));
    await user.click(screen.getByRole('button', { name: 'Save subjects' }));

    expect(within(business).getByLabelText('Subject 1')).toHaveAttribute('aria-invalid', 'true');
    expect(within(business).getByLabelText('Subject 1')).toHaveAccessibleDescription('A subject cannot be blank');
    expect(within(business).getByLabelText('Subject 1')).toHaveFocus();
    expect(within(business).getByLabelText('Subject 4')).toHaveAccessibleDescription('A subject cannot be blank');
    expect(within(business).getByLabelText('Subject 2')).toHaveAccessibleDescription(`Must be at most ${CONTACT_LIMITS.subject} characters`);
    expect(within(business).getByLabelText('Subject 3')).not.toHaveAttribute('aria-invalid');
    expect(api.calls('PUT', '/api/admin/contact/subjects')).toEqual([]);
  });

  it(`offers at most ${CONTACT_LIMITS.subjects} subjects a persona`, async () => {
    const { user } = await openEditor();
    const fitness = group('Fitness Coach');
    const add = within(fitness).getByRole('button', { name: 'Add a subject to Fitness Coach' });
    for (let count = 2; count < CONTACT_LIMITS.subjects; count += 1) await user.click(add);
    expect(values('Fitness Coach')).toHaveLength(CONTACT_LIMITS.subjects);
    expect(add).toBeDisabled();
    expect(within(fitness).getByText(`${CONTACT_LIMITS.subjects} of ${CONTACT_LIMITS.subjects}: remove one to add another`)).toBeInTheDocument();
  });

  it('resets every list to the defaults, saved only with Save', async () => {
    const { user, api } = await openEditor({ inbox: { subjects: { enterprise: ['Consulting'], business: [], fitness: ['Coaching'] } } });
    expect(values('Enterprise Tech')).toEqual(['Consulting']);
    expect(within(group('Business Automation')).getByText("No subjects: this persona's contact form shows no subject field.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(values('Enterprise Tech')).toEqual(DEFAULT_CONTACT_SUBJECTS.enterprise);
    expect(values('Business Automation')).toEqual(DEFAULT_CONTACT_SUBJECTS.business);
    expect(values('Fitness Coach')).toEqual(DEFAULT_CONTACT_SUBJECTS.fitness);
    expect(api.calls('PUT', '/api/admin/contact/subjects')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save subjects' }));
    await findToast('Success', 'Subjects saved successfully');
    expect(api.inbox.subjects).toEqual(DEFAULT_CONTACT_SUBJECTS);
  });

  it('shows the API’s refusal on the list it is about', async () => {
    const { user, api } = await openEditor();
    api.failNext('PUT', '/api/admin/contact/subjects', () =>
      Response.json({ message: 'Please correct the highlighted fields', fields: { fitness: 'Must be a single line' } }, { status: 400 }),
    );
    await user.click(screen.getByRole('button', { name: 'Save subjects' }));
    await findToast('Error', '400: Please correct the highlighted fields');
    expect(group('Fitness Coach')).toHaveAccessibleDescription('Must be a single line');
    expect(screen.getByRole('alert')).toHaveTextContent('400: Please correct the highlighted fields');
  });
});
