import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { findToast, renderConsole } from '../../test/render';
import { field, fill, openSection } from '../../test/ui';

const row = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;

describe('rows', () => {
  it("cut long persona button URLs at 30 characters plus an ellipsis", async () => {
    const { user } = await renderConsole();
    await openSection(user, 'Personas');
    await screen.findByRole('heading', { name: 'Enterprise Tech' });
    expect(within(row('Enterprise Tech')).getByText('https://www.linkedin.com/in/jo...')).toBeInTheDocument();
    expect(within(row('Enterprise Tech')).queryByText(/jordan-avery-folio/)).not.toBeInTheDocument();
  });

  it("mark inactive hero items 'Inactive' and clamp their descriptions to 3 lines (others 2)", async () => {
    // Two slides alike but for their title, image, order and whether they are shown.
    const slide = {
      personaId: 4,
      tagType: 'enterprise',
      subtitle: 's',
      description: 'Long text',
      primaryButtonText: 'View Experience',
      primaryButtonUrl: '#experience',
      secondaryButtonText: 'Contact Me',
      secondaryButtonUrl: '#contact',
      personaIds: [],
    };
    const { user } = await renderConsole({
      data: {
        'hero-items': [
          { ...slide, id: 1, title: 'Hidden slide', imagePath: '/images/hero/a.svg', isActive: false, displayOrder: 0 },
          { ...slide, id: 2, title: 'Shown slide', imagePath: '/images/hero/b.svg', isActive: true, displayOrder: 1 },
        ],
      },
    });
    await openSection(user, 'Hero Items');
    await screen.findByRole('heading', { name: 'Hidden slide' });
    expect(within(row('Hidden slide')).getByText('Inactive')).toBeInTheDocument();
    expect(within(row('Shown slide')).queryByText('Inactive')).not.toBeInTheDocument();
    expect(within(row('Shown slide')).getByText('Long text')).toHaveStyle({ WebkitLineClamp: '3' });

    await openSection(user, 'Experiences');
    await screen.findByRole('heading', { name: 'Solutions Architect' });
    expect(within(row('Solutions Architect')).getByText(/Designed landing zones/)).toHaveStyle({ WebkitLineClamp: '2' });
  });

  it("name assigned personas, 'All personas' for none and 'Unknown' for an id that resolves to nothing", async () => {
    const { user } = await renderConsole();
    await openSection(user, 'Experiences');
    await screen.findByRole('heading', { name: 'Solutions Architect' });
    expect(within(row('Solutions Architect')).getByText('Enterprise Tech')).toBeInTheDocument();

    await openSection(user, 'Education');
    await screen.findByRole('heading', { name: 'BSc Computer Science' });
    expect(within(row('BSc Computer Science')).getByText('All personas')).toBeInTheDocument();

    await openSection(user, 'Blog');
    await screen.findByRole('heading', { name: 'Cloud Landing Zone Checklist' });
    const post = row('Cloud Landing Zone Checklist');
    await waitFor(() => expect(within(post).getByText('Unknown')).toBeInTheDocument());
    expect(within(post).getByText('Published')).toBeInTheDocument();
    expect(within(post).getByText('Architecture')).toBeInTheDocument();
    expect(within(post).getByText('Enterprise')).toBeInTheDocument();
    expect(within(post).getByText('12 views')).toBeInTheDocument();
    expect(within(post).getByText('March 4, 2026')).toBeInTheDocument();
  });

  it("say what went wrong when a list cannot be loaded, with a way to try again", async () => {
    const { user, api } = await renderConsole();
    api.failNext('GET', '/api/admin/skills', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }));
    await openSection(user, 'Skills');
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load skills: 503: Database unavailable");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Kubernetes' })).toBeInTheDocument();
  });
});

describe('forms', () => {
  it('skills: a 1–100 slider in steps of 1, 50 and technical by default', async () => {
    const { user, api } = await renderConsole();
    await openSection(user, 'Skills');
    await user.click(await screen.findByRole('button', { name: 'Add Skill' }));
    const slider = screen.getByRole('slider', { name: /^Level/ });
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '100');
    expect(slider).toHaveAttribute('step', '1');
    expect(slider).toHaveValue('50');
    expect(field('Category')).toHaveValue('technical');

    await fill(user, [
      { type: 'Skill Name', value: 'Go' },
      { type: 'Description', value: 'Services.' },
      { select: 'Category', option: 'Soft Skills' },
      { type: 'Level value', value: '73' },
    ]);
    expect(slider).toHaveValue('73');
    await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Add Skill' }));
    await findToast('Success', 'Skill added successfully');
    expect(api.calls('POST', '/api/admin/skills')[0]!.body).toMatchObject({ level: 73, category: 'soft-skills' });
  });

  it('count a display order that is not a number as 0', async () => {
    const { user, api } = await renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Add Company' }));
    await fill(user, [
      { type: 'Company Name', value: 'Acme' },
      { type: 'Logo Path', value: '/images/acme.svg' },
      { type: 'Display Order', value: 'abc' },
    ]);
    await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Add Company' }));
    await findToast('Success', 'Company added successfully');
    expect(api.calls('POST', '/api/admin/companies')[0]!.body).toMatchObject({ displayOrder: 0 });
  });

  it('hero items start with the default buttons and active, and send the tag type in lower case', async () => {
    const { user } = await renderConsole();
    await openSection(user, 'Hero Items');
    await user.click(await screen.findByRole('button', { name: 'Add Hero Item' }));
    expect(field('Primary Button Text')).toHaveValue('View Experience');
    expect(field('Primary Button URL')).toHaveValue('#experience');
    expect(field('Secondary Button Text')).toHaveValue('Contact Me');
    expect(field('Secondary Button URL')).toHaveValue('#contact');
    expect(screen.getByRole('checkbox', { name: /^Active/ })).toBeChecked();
    const tagType = field('Tag Type');
    expect(within(tagType).getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual([
      '',
      'enterprise',
      'business',
      'fitness',
    ]);
  });

  it('case studies: technologies edited as comma-separated text, the persona chosen from the list', async () => {
    const { user, api } = await renderConsole();
    await openSection(user, 'Case Studies');
    await user.click(await screen.findByRole('button', { name: 'Edit Landing Zone Rollout' }));
    expect(field('Technologies')).toHaveValue('Terraform, Azure');
    await waitFor(() => expect(field('Persona')).toHaveDisplayValue('Enterprise Tech'));
    await fill(user, [{ type: 'Technologies', value: 'Terraform ,Azure,  Bicep ,' }]);
    await user.click(screen.getByRole('button', { name: 'Update Case Study' }));
    await findToast('Success', 'Case study updated successfully');
    expect(api.calls('PUT', '/api/admin/case-studies/1')[0]!.body).toMatchObject({
      id: 1,
      technologies: ['Terraform', 'Azure', 'Bicep'],
      personaId: 4,
    });
  });

  it("offer 'Assign to Personas' exactly where the entity has persona assignments", async () => {
    const { user } = await renderConsole();
    const expectations: [string[], string, boolean][] = [
      [['Companies'], 'Company', false],
      [['Experiences'], 'Experience', true],
      [['Skills'], 'Skill', true],
      [['Education'], 'Education', true],
      [['Certifications'], 'Certification', true],
      [['Personas'], 'Persona', false],
      [['Case Studies'], 'Case Study', true],
      [['Hero Items'], 'Hero Item', true],
      [['Social Links'], 'Social Link', true],
      [['Blog', 'Blog Posts'], 'Post', true],
      [['Blog', 'Categories'], 'Category', false],
      [['Blog', 'Tags'], 'Tag', false],
    ];
    for (const [tabs, noun, assigned] of expectations) {
      await openSection(user, ...tabs);
      await user.click(await screen.findByRole('button', { name: `Add ${noun}` }));
      const group = screen.queryByRole('group', { name: 'Assign to Personas' });
      if (assigned) {
        expect(group).toBeInTheDocument();
        await waitFor(() =>
          expect(within(group!).getAllByRole('checkbox').map((box) => box.parentElement!.textContent)).toEqual([
            'Enterprise Tech',
            'Business Automation',
            'Fitness Coach',
          ]),
        );
      } else {
        expect(group).not.toBeInTheDocument();
      }
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
    }
  });

  it('posts: new ones are drafts; edit shows the category, tags and status, and keeps the published date', async () => {
    const { user, api } = await renderConsole();
    await openSection(user, 'Blog');
    await user.click(await screen.findByRole('button', { name: 'Add Post' }));
    expect(field('Status')).toHaveValue('draft');
    expect(field('Category')).toHaveValue('');
    expect(field('Tag Type')).toHaveDisplayValue('All');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit Cloud Landing Zone Checklist' }));
    const form = await screen.findByRole('form', { name: 'Edit Post' });
    expect(field('Status', form)).toHaveValue('published');
    // The list's rows carry no body: the form holds the whole post, read by its slug.
    const stored = api.db['blog-posts'].find((post) => post.id === 1)!;
    expect(field('Content', form)).toHaveValue(String(stored.content));
    await waitFor(() => expect(field('Category', form)).toHaveDisplayValue('Architecture'));
    expect(within(form).getByRole('checkbox', { name: 'Cloud' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Automation' })).not.toBeChecked();
    expect(field('Slug', form)).toHaveValue('cloud-landing-zone-checklist');

    // The slug of an existing post does not follow its title.
    await fill(user, [{ type: 'Title', value: 'Renamed' }]);
    expect(field('Slug', form)).toHaveValue('cloud-landing-zone-checklist');
    await user.selectOptions(field('Status', form), 'Draft');
    await user.click(within(form).getByRole('button', { name: 'Update Post' }));
    await findToast('Success', 'Post updated successfully');
    expect(api.calls('PUT', '/api/admin/blog/posts/1')[0]!.body).toMatchObject({
      id: 1,
      status: 'draft',
      slug: 'cloud-landing-zone-checklist',
      tagIds: [1],
      categoryId: 1,
      publishedAt: '2026-03-04T10:00:00.000Z',
    });
  });

  it('posts: the content is Markdown, previewed beside it (the editor: features/markdown-editor)', async () => {
    const { user } = await renderConsole();
    await openSection(user, 'Blog');
    await user.click(await screen.findByRole('button', { name: 'Add Post' }));
    const form = await screen.findByRole('form', { name: 'New Post' });
    await user.click(field('Content', form));
    await user.paste('## Retries\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~');
    const preview = screen.getByRole('region', { name: 'Content preview' });
    expect(await within(preview).findByRole('heading', { level: 2, name: 'Retries' })).toBeInTheDocument();
    expect(within(preview).getByRole('table')).toBeInTheDocument();
    expect(within(preview).getByText('old').tagName).toBe('DEL');
  });
});

describe('delete', () => {
  it("offers 'Undo', which adds the deleted item back under its own id", async () => {
    const { user, api } = await renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Delete Meridian Cloudworks' }));
    const notice = await findToast('Success', 'Company deleted successfully');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Meridian Cloudworks' })).not.toBeInTheDocument());

    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    await findToast('Success', 'Company restored successfully');
    expect(await screen.findByRole('heading', { name: 'Meridian Cloudworks' })).toBeInTheDocument();
    expect(api.calls('POST', '/api/admin/companies/restore')[0]!.body).toMatchObject({
      id: 1,
      name: 'Meridian Cloudworks',
      logoPath: '/images/logos/meridian.svg',
      displayOrder: 0,
    });
    expect(api.calls('POST', '/api/admin/companies')).toEqual([]);
  });

  it('closes the form of the item it deletes', async () => {
    const { user } = await renderConsole();
    await openSection(user, 'Blog', 'Tags');
    await user.click(await screen.findByRole('button', { name: 'Edit Cloud' }));
    expect(screen.getByRole('form', { name: 'Edit Tag' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Cloud' }));
    await findToast('Success', 'Tag deleted successfully');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('a change refreshes exactly the lists it affects (the spec’s refresh rules)', () => {
  async function visit(user: Parameters<typeof openSection>[0], tab: string, title: string) {
    await openSection(user, tab);
    await screen.findByRole('heading', { name: title });
  }

  it('companies refresh experiences too; social links refresh only their own list; hero items refresh everything', async () => {
    const { user, api } = await renderConsole();
    await visit(user, 'Experiences', 'Solutions Architect');
    await visit(user, 'Skills', 'Kubernetes');
    const gets = (path: string) => api.calls('GET', path).length;
    const before = { experiences: gets('/api/admin/experiences'), skills: gets('/api/admin/skills'), personas: gets('/api/personas') };

    // A social link change: coming back to experiences and skills uses the cached lists.
    await visit(user, 'Social Links', 'GitHub');
    await user.click(screen.getByRole('button', { name: 'Delete GitHub' }));
    await findToast('Success', 'Social link deleted successfully');
    await visit(user, 'Experiences', 'Solutions Architect');
    await visit(user, 'Skills', 'Kubernetes');
    expect(gets('/api/admin/experiences')).toBe(before.experiences);
    expect(gets('/api/admin/skills')).toBe(before.skills);

    // A company change: experiences are fetched again, skills are not.
    await visit(user, 'Companies', 'Meridian Cloudworks');
    await user.click(screen.getByRole('button', { name: 'Delete Meridian Cloudworks' }));
    await findToast('Success', 'Company deleted successfully');
    await visit(user, 'Experiences', 'Solutions Architect');
    await visit(user, 'Skills', 'Kubernetes');
    expect(gets('/api/admin/experiences')).toBe(before.experiences + 1);
    expect(gets('/api/admin/skills')).toBe(before.skills);

    // A hero item change: everything is fetched again.
    await visit(user, 'Hero Items', 'Platforms that stay calm');
    await user.click(screen.getByRole('button', { name: 'Delete Platforms that stay calm' }));
    await findToast('Success', 'Hero item deleted successfully');
    await waitFor(() => expect(gets('/api/personas')).toBeGreaterThan(before.personas));
    await visit(user, 'Experiences', 'Solutions Architect');
    await visit(user, 'Skills', 'Kubernetes');
    expect(gets('/api/admin/experiences')).toBe(before.experiences + 2);
    expect(gets('/api/admin/skills')).toBe(before.skills + 1);
  });

  it('persona changes refresh the persona choices of the other forms', async () => {
    const { user } = await renderConsole();
    await openSection(user, 'Personas');
    await user.click(await screen.findByRole('button', { name: 'Edit Fitness Coach' }));
    await fill(user, [{ type: 'Title', value: 'Strength Coach' }]);
    await user.click(screen.getByRole('button', { name: 'Update Persona' }));
    await findToast('Success', 'Persona updated successfully');

    await openSection(user, 'Skills');
    await user.click(await screen.findByRole('button', { name: 'Add Skill' }));
    expect(await screen.findByRole('checkbox', { name: 'Strength Coach' })).toBeInTheDocument();
  });
});
