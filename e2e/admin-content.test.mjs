// The admin's journeys through the console as production serves it (nginx, the built apps, the API
// on a fresh seeded MariaDB): signing in, then for each of the ten sections adding, editing and
// deleting an item, each time checking what a visitor of the public site sees.
import { openPage } from './support/browser.mjs';
import { useWholeStack } from './support/whole-stack.mjs';
import {
  ADMIN_USERNAME,
  SECTION_TABS,
  check,
  expectToast,
  allowFailedLoads,
  fieldValue,
  fillForm,
  loginCard,
  openConsole,
  openSection,
  rowOf,
  sectionNav,
  select,
  signIn,
  submitLogin,
} from './support/admin-console.mjs';

// The owner checks each change on the public site at once; the micro-cache's 5 s window has its own test (server-rendering).
const env = useWholeStack('admin-content', { microCache: false });
/** The signed-in console (journey 1 signs in, journey 2 goes on in the same session). */
let admin;
/** A visitor's page in the same browser, in a context of its own. */
let visitor;

beforeAll(async () => {
  [admin, visitor] = await Promise.all([openConsole(env.browser), openPage(env.browser)]);
  // The one failed load the visitor's page makes on purpose: the deleted post's address, which the
  // server answers 404 with 'Post Not Found' (the spec's blog post screen).
  visitor = allowFailedLoads(visitor, [{ status: 404, text: 'Not Found', path: /^\/blog\/e2e-tracing-without-tears$/ }]);
});

/** Loads a page of the public site afresh (every visit fetches the lists again). */
async function visit(path) {
  await visitor.page.goto(`${env.stack.url}${path}`);
  // The server's page is whole at once; the app takes it over a moment later (boot.js).
  await visitor.page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
  return visitor.page;
}

/**
 * What a visitor sees of an item: `present` waits for it; `absent` first waits for `loaded` (a seeded
 * item of the same list, so the list has arrived), then finds no trace of the item, hidden or not.
 */
async function present(locator) {
  await locator.first().waitFor();
}
async function absent(page, loaded, text) {
  await loaded.first().waitFor();
  expect(await page.getByText(text, { exact: true }).count()).toBe(0);
}

it('refuses a wrong password with "Login failed", then signs in to the dashboard with its ten sections', async () => {
  const { page } = admin;
  await page.goto(`${env.stack.url}/admin/`);
  await loginCard(page).waitFor();
  expect(await loginCard(page).getByText('Login to manage your portfolio content', { exact: true }).isVisible()).toBe(true);

  // One wrong attempt only: the API's limiter allows 5 failures per user in 15 minutes.
  await submitLogin(page, 'not-the-password');
  const failure = page.locator('li[data-variant="destructive"]');
  await failure.waitFor();
  const [title, message] = (await failure.innerText()).split('\n');
  expect(title).toBe('Login failed');
  // The spec's login failure toast: the server's message, as the console words a failed request ('<status>: <body>').
  expect(message).toMatch(/^401: \S/);
  await failure.getByRole('button', { name: 'Close', exact: true }).click();
  // Still the login card, not the dashboard.
  expect(await loginCard(page).getByRole('button', { name: 'Login', exact: true }).isEnabled()).toBe(true);
  expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);

  await signIn(page);
  expect(await page.getByText(`Welcome, ${ADMIN_USERNAME}`, { exact: true }).isVisible()).toBe(true);
  // Logout is in the account menu (issue 37).
  expect(await page.getByRole('button', { name: 'Account', exact: true }).isVisible()).toBe(true);
  const tabs = sectionNav(page).getByRole('tab');
  expect(await tabs.allInnerTexts()).toEqual(SECTION_TABS);
  // The console opens on the Overview (docs/decisions.md, issue 25), first of the Audience group; Companies is
  // the first of the content sections, and of the sidebar.
  expect(await sectionNav(page).getByRole('tab', { name: 'Overview', exact: true }).getAttribute('aria-selected')).toBe('true');
  await page.getByRole('heading', { name: 'Overview', exact: true }).waitFor();
  expect(SECTION_TABS[0]).toBe('Companies');
  await openSection(page, 'Companies');
  await rowOf(page, 'Companies', 'Meridian Cloudworks').waitFor();

  expect(admin.allowed.map((failure) => failure.path)).toEqual(['/api/auth/me', '/api/auth/login']);
  expect(admin.unexpected()).toEqual([]);
});

/** A row's text on one line ('Order: 9' reads 'Order 9': the colon is drawn by CSS). */
const textOf = async (locator) => (await locator.innerText()).replace(/\s+/g, ' ');

/**
 * One section's round trip: Add (the spec's success toast, the new row), Edit (the form holds the item,
 * 'Update X', the edited row), what the public site shows, Delete (toast, row gone) and the public
 * site without it.
 */
async function roundTrip({ section, noun, entity, list = section, add, title, rowText, edit, editedTitle = title, editedRowText, shownPublicly, gonePublicly }) {
  const { page } = admin;
  await openSection(page, section);
  await page.getByRole('button', { name: `Add ${noun}`, exact: true }).click();
  const addForm = page.getByRole('form', { name: `New ${noun}`, exact: true });
  await fillForm(addForm, add);
  await addForm.getByRole('button', { name: `Add ${noun}`, exact: true }).click();
  await expectToast(page, 'Success', `${entity} added successfully`);
  const row = rowOf(page, list, title);
  await row.waitFor();
  for (const text of rowText) expect(await textOf(row)).toContain(text);

  await row.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const editForm = page.getByRole('form', { name: `Edit ${noun}`, exact: true });
  const [firstLabel, firstValue] = Object.entries(add).find(([, value]) => typeof value === 'string');
  expect(await fieldValue(editForm, firstLabel)).toBe(firstValue);
  await fillForm(editForm, edit);
  await editForm.getByRole('button', { name: `Update ${noun}`, exact: true }).click();
  await expectToast(page, 'Success', `${entity} updated successfully`);
  // The list is fetched again after the save: wait for the row to show the edit.
  const editedRow = rowOf(page, list, editedTitle);
  for (const text of editedRowText) await editedRow.filter({ hasText: text }).waitFor();
  if (editedTitle !== title) expect(await rowOf(page, list, title).count()).toBe(0);

  await shownPublicly();

  await editedRow.getByRole('button', { name: `Delete ${editedTitle}`, exact: true }).click();
  await expectToast(page, 'Success', `${entity} deleted successfully`);
  await editedRow.waitFor({ state: 'detached' });

  await gonePublicly();
}

const LOGO = '/images/logos/placeholder-logo.svg';

describe('in one signed-in session, each section adds, edits and deletes, and the public site follows', () => {
  it('Companies: the public list of companies (the site shows no company on its own)', async () => {
    const name = 'E2E Harbour Works';
    const companies = async () => (await visit('/blog')).evaluate(async () => (await (await fetch('/api/companies')).json()).map((company) => company.name));
    await roundTrip({
      section: 'Companies',
      noun: 'Company',
      entity: 'Company',
      add: { 'Company Name': name, 'Logo Path': LOGO, 'Display Order': '9' },
      title: name,
      rowText: ['Order 9'],
      edit: { 'Company Name': `${name} Ltd` },
      editedTitle: `${name} Ltd`,
      editedRowText: [],
      // A company change refreshes the public /api/companies list (the spec's admin calls); no public page renders it.
      shownPublicly: async () => expect(await companies()).toContain(`${name} Ltd`),
      gonePublicly: async () => {
        const names = await companies();
        expect(names).toContain('Meridian Cloudworks');
        expect(names).not.toContain(`${name} Ltd`);
      },
    });
  });

  it('Experiences: the Experience section of the persona it is assigned to', async () => {
    const title = 'E2E Integration Gardener';
    const experience = (page) => page.locator('#experience');
    await roundTrip({
      section: 'Experiences',
      noun: 'Experience',
      entity: 'Experience',
      add: {
        'Job Title': title,
        Company: 'E2E Harbour Works',
        'Time Period': '2019 - 2020',
        'Logo Path': LOGO,
        Description: 'Pruned 40 brittle point-to-point feeds\nPlanted one event bus',
        'Display Order': '0',
        'Assign to Personas': check('Business Automation'),
      },
      title,
      rowText: ['E2E Harbour Works · 2019 - 2020', 'Assigned to Business Automation'],
      edit: { 'Time Period': '2019 - 2021' },
      editedRowText: ['E2E Harbour Works · 2019 - 2021'],
      shownPublicly: async () => {
        const page = await visit('/?persona=business');
        const entry = experience(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
        await present(entry);
        const text = await entry.innerText();
        for (const shown of ['E2E Harbour Works', '2019 - 2021', 'Pruned 40 brittle point-to-point feeds', 'Planted one event bus']) expect(text).toContain(shown);
        // Assigned to the business persona only.
        const fitness = await visit('/?persona=fitness');
        await absent(fitness, experience(fitness).getByRole('heading', { level: 3 }), title);
      },
      gonePublicly: async () => {
        const page = await visit('/?persona=business');
        await absent(page, experience(page).getByRole('heading', { name: 'Founder and Principal Consultant' }), title);
      },
    });
  });

  it('Skills: the Skills section of the persona it is assigned to, with its level', async () => {
    const name = 'E2E Chaos Drills';
    const skills = (page) => page.locator('#skills');
    await roundTrip({
      section: 'Skills',
      noun: 'Skill',
      entity: 'Skill',
      add: {
        'Skill Name': name,
        Category: select('Methodologies'),
        'Level value': '77',
        Description: 'Rehearsing failure on purpose, on a calm Tuesday.',
        'Assign to Personas': check('Fitness Coach'),
      },
      title: name,
      rowText: ['Methodologies · 77%', 'Assigned to Fitness Coach'],
      edit: { 'Level value': '64' },
      editedRowText: ['Methodologies · 64%'],
      shownPublicly: async () => {
        const page = await visit('/?persona=fitness');
        const level = skills(page).getByRole('progressbar', { name: `${name} level`, exact: true });
        await present(level);
        expect(await level.getAttribute('aria-valuenow')).toBe('64');
      },
      gonePublicly: async () => {
        const page = await visit('/?persona=fitness');
        await absent(page, skills(page).getByRole('progressbar', { name: 'Strength Training Technique level' }), name);
      },
    });
  });

  it('Education: the Education column of the persona it is assigned to', async () => {
    const degree = 'E2E MSc Resilience Engineering';
    const education = (page) => page.locator('#education');
    await roundTrip({
      section: 'Education',
      noun: 'Education',
      entity: 'Education entry',
      add: {
        'Degree / Certification': degree,
        Institution: 'Northgate Institute',
        'Time Period': '2016 - 2017',
        Description: 'Thesis on graceful degradation',
        'Assign to Personas': check('Enterprise Tech'),
      },
      title: degree,
      rowText: ['Northgate Institute · 2016 - 2017'],
      edit: { Institution: 'Northgate Institute of Technology' },
      editedRowText: ['Northgate Institute of Technology · 2016 - 2017'],
      shownPublicly: async () => {
        const page = await visit('/?persona=enterprise');
        const item = education(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: degree, exact: true }) });
        await present(item);
        expect(await item.innerText()).toContain('Northgate Institute of Technology');
      },
      gonePublicly: async () => {
        const page = await visit('/?persona=enterprise');
        await absent(page, education(page).getByRole('heading', { name: 'BSc Computer Science' }), degree);
      },
    });
  });

  it('Certifications: the Certifications column of the persona it is assigned to', async () => {
    const name = 'E2E Certified Incident Commander';
    const education = (page) => page.locator('#education');
    await roundTrip({
      section: 'Certifications',
      noun: 'Certification',
      entity: 'Certification',
      add: {
        'Certification Name': name,
        Issuer: 'Pager Guild',
        Year: '2023',
        'Logo Path': '/images/logos/placeholder-logo.svg',
        'Assign to Personas': check('Enterprise Tech'),
      },
      title: name,
      rowText: ['Pager Guild · 2023'],
      edit: { Year: '2024' },
      editedRowText: ['Pager Guild · 2024'],
      shownPublicly: async () => {
        const page = await visit('/?persona=enterprise');
        const item = education(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
        await present(item);
        expect(await item.innerText()).toMatch(/Pager Guild[\s\S]*2024/);
      },
      gonePublicly: async () => {
        const page = await visit('/?persona=enterprise');
        await absent(page, education(page).getByRole('heading', { name: 'Certified Cloud Solutions Architect - Professional' }), name);
      },
    });
  });

  it("Personas: a fitness persona shown first speaks for the chooser's Fitness Coach card", async () => {
    const subtitle = 'E2E Trail Running Coach at Summit Trails';
    const seeded = 'Head Strength and Conditioning Coach at Ironleaf Performance Lab';
    await roundTrip({
      section: 'Personas',
      noun: 'Persona',
      entity: 'Persona',
      add: {
        Title: 'E2E Trail Coach',
        Subtitle: 'E2E Trail Coach at Summit Trails',
        Description: 'Long, easy miles and the occasional hill.',
        'Image Path': '/images/personas/fitness.svg',
        'Tag Type': select('Fitness'),
        'Display Order': '0',
      },
      title: 'E2E Trail Coach',
      rowText: ['E2E Trail Coach at Summit Trails', 'Fitness'],
      edit: { Subtitle: subtitle },
      editedRowText: [subtitle],
      // The chooser shows, for each type, the first persona of that type in display order.
      shownPublicly: async () => {
        const page = await visit('/?persona=none');
        await present(page.getByText(subtitle, { exact: true }));
        expect(await page.getByText(seeded, { exact: true }).count()).toBe(0);
      },
      gonePublicly: async () => {
        const page = await visit('/?persona=none');
        await absent(page, page.getByText(seeded, { exact: true }), subtitle);
      },
    });
  });

  it('Case Studies: the case-study carousel of the persona it belongs to', async () => {
    const title = 'E2E Harbour Telemetry';
    const carousel = (page) => page.locator('#case-studies');
    await roundTrip({
      section: 'Case Studies',
      noun: 'Case Study',
      entity: 'Case study',
      add: {
        Title: title,
        Subtitle: 'Sensors on every crane',
        Persona: select('Business Automation'),
        'Fallback image': 'business',
        Description: '<p>Live crane telemetry for a small port.</p>',
        Challenge: '<p>Paper logs.</p>',
        Solution: '<p>A queue and a dashboard.</p>',
        Results: '<p>Downtime halved.</p>',
        Technologies: 'MQTT, Grafana',
        'Display Order': '0',
      },
      title,
      rowText: ['Sensors on every crane', 'MQTT', 'Grafana', 'Persona Business Automation'],
      edit: { Title: `${title} II`, Technologies: 'MQTT, Grafana, Rust' },
      editedTitle: `${title} II`,
      editedRowText: ['Rust'],
      shownPublicly: async () => {
        const page = await visit('/?persona=business');
        const card = carousel(page)
          .getByRole('group')
          .filter({ has: page.getByRole('heading', { name: `${title} II`, exact: true }) });
        await present(card);
        expect(await card.first().innerText()).toMatch(/Sensors on every crane[\s\S]*Live crane telemetry for a small port\.[\s\S]*Rust/);
        expect(await page.getByText(title, { exact: true }).count()).toBe(0);
      },
      gonePublicly: async () => {
        const page = await visit('/?persona=business');
        await absent(page, carousel(page).getByRole('heading', { name: 'Client Onboarding Autopilot' }), `${title} II`);
      },
    });
  });

  it('Hero Items: the hero carousel of its persona while active', async () => {
    const title = 'E2E Lift Well, Age Well';
    const hero = (page) => page.locator('#about');
    await roundTrip({
      section: 'Hero Items',
      noun: 'Hero Item',
      entity: 'Hero item',
      add: {
        Persona: select('Fitness Coach'),
        'Tag Type': select('Fitness'),
        Title: title,
        Subtitle: 'E2E Strength After Forty',
        Description: 'Two short sessions a week, done for years.',
        'Image Path': '/images/default.svg',
        'Display Order': '0',
      },
      title,
      rowText: ['E2E Strength After Forty', 'Fitness', 'Persona Fitness Coach'],
      edit: { Subtitle: 'E2E Strength After Fifty' },
      editedRowText: ['E2E Strength After Fifty'],
      shownPublicly: async () => {
        const page = await visit('/?persona=fitness');
        // Display order 0: the first slide, with the spec's default hero buttons.
        const slide = hero(page).getByRole('group').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
        await present(slide);
        const text = await slide.innerText();
        for (const shown of ['E2E Strength After Fifty', 'Two short sessions a week, done for years.', 'View Experience', 'Contact Me']) expect(text).toContain(shown);
      },
      gonePublicly: async () => {
        const page = await visit('/?persona=fitness');
        await absent(page, hero(page).getByRole('heading', { name: 'Get strong for the long run' }), title);
      },
    });
  });

  it('Social Links: the footer icons, in display order', async () => {
    const footerLinks = (page) => page.getByRole('contentinfo').getByRole('list', { name: 'Social links' }).getByRole('link');
    await roundTrip({
      section: 'Social Links',
      noun: 'Social Link',
      entity: 'Social link',
      add: { Platform: 'Mastodon', URL: 'https://mastodon.example/@jordan', 'Icon Path': '/images/default.svg', 'Display Order': '0' },
      title: 'Mastodon',
      rowText: ['https://mastodon.example/@jordan'],
      edit: { URL: 'https://mastodon.example/@jordan_avery' },
      editedRowText: ['https://mastodon.example/@jordan_avery'],
      shownPublicly: async () => {
        const page = await visit('/blog');
        const mastodon = page.getByRole('contentinfo').getByRole('link', { name: 'Mastodon profile', exact: true });
        await present(mastodon);
        expect(await mastodon.getAttribute('href')).toBe('https://mastodon.example/@jordan_avery');
        // Display order 0: before the seeded links.
        expect(await footerLinks(page).first().getAttribute('aria-label')).toBe('Mastodon profile');
      },
      gonePublicly: async () => {
        const page = await visit('/blog');
        await footerLinks(page).first().waitFor();
        // The seeded links (not the default set, whose addresses differ), and no Mastodon.
        expect(await footerLinks(page).evaluateAll((links) => links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]))).toEqual([
          ['LinkedIn profile', 'https://www.linkedin.com/in/jordan-avery-folio'],
          ['GitHub profile', 'https://github.com/jordan-avery-folio'],
          ['X profile', 'https://x.com/jordanavery_folio'],
          ['Instagram profile', 'https://www.instagram.com/jordan.avery.coaching'],
          ['Email', 'mailto:jordan.avery@example.com'],
        ]);
      },
    });
  });
  it('Blog: a published post with a category and a tag, on /blog and at /blog/<slug>', async () => {
    const { page } = admin;
    const post = { title: 'E2E Tracing Without Tears', slug: 'e2e-tracing-without-tears' };
    const edited = { title: 'E2E Tracing Without Tears, Revisited', category: 'E2E Field Notes Weekly', tag: 'E2E Observability Deep Dive' };
    const content = ['## Why traces', '', '| Signal | Cost |', '| --- | --- |', '| Logs | ~~cheap~~ rising |', '| Traces | worth it |'].join('\n');
    await openSection(page, 'Blog');

    // A category and a tag, their slugs following their names.
    for (const [subsection, noun, name, slug] of [
      ['Categories', 'Category', 'E2E Field Notes', 'e2e-field-notes'],
      ['Tags', 'Tag', 'E2E Observability', 'e2e-observability'],
    ]) {
      await openSection(page, subsection, { blog: true });
      await page.getByRole('button', { name: `Add ${noun}`, exact: true }).click();
      const form = page.getByRole('form', { name: `New ${noun}`, exact: true });
      await fillForm(form, { Name: name });
      expect(await fieldValue(form, 'Slug')).toBe(slug);
      await form.getByRole('button', { name: `Add ${noun}`, exact: true }).click();
      await expectToast(page, 'Success', `${noun} added successfully`);
      expect(await rowOf(page, subsection, name).innerText()).toContain(`/${slug}`);
    }

    // The post: published, in the new category, with the new tag.
    await openSection(page, 'Blog Posts', { blog: true });
    await page.getByRole('button', { name: 'Add Post', exact: true }).click();
    const addForm = page.getByRole('form', { name: 'New Post', exact: true });
    expect(await fieldValue(addForm, 'Status')).toBe('draft');
    await fillForm(addForm, {
      Title: post.title,
      Status: select('Published'),
      Excerpt: 'Sampling, spans and a budget.',
      Content: content,
      Category: select('E2E Field Notes'),
      'Tag Type': select('Enterprise'),
      Tags: check('E2E Observability'),
      'Assign to Personas': check('Enterprise Tech'),
    });
    expect(await fieldValue(addForm, 'Slug')).toBe(post.slug);
    await addForm.getByRole('button', { name: 'Add Post', exact: true }).click();
    await expectToast(page, 'Success', 'Post added successfully');
    const row = rowOf(page, 'Blog Posts', post.title);
    await row.waitFor();
    for (const text of [`/${post.slug}`, 'Published', 'E2E Field Notes', 'Enterprise', 'Assigned to Enterprise Tech']) expect(await textOf(row)).toContain(text);

    // Edit all three; the post keeps its slug (a published address does not move).
    await openSection(page, 'Categories', { blog: true });
    await rowOf(page, 'Categories', 'E2E Field Notes').getByRole('button', { name: 'Edit E2E Field Notes', exact: true }).click();
    let form = page.getByRole('form', { name: 'Edit Category', exact: true });
    await fillForm(form, { Name: edited.category });
    expect(await fieldValue(form, 'Slug')).toBe('e2e-field-notes');
    await form.getByRole('button', { name: 'Update Category', exact: true }).click();
    await expectToast(page, 'Success', 'Category updated successfully');
    await rowOf(page, 'Categories', edited.category).waitFor();

    await openSection(page, 'Tags', { blog: true });
    await rowOf(page, 'Tags', 'E2E Observability').getByRole('button', { name: 'Edit E2E Observability', exact: true }).click();
    form = page.getByRole('form', { name: 'Edit Tag', exact: true });
    await fillForm(form, { Name: edited.tag });
    await form.getByRole('button', { name: 'Update Tag', exact: true }).click();
    await expectToast(page, 'Success', 'Tag updated successfully');
    await rowOf(page, 'Tags', edited.tag).waitFor();

    await openSection(page, 'Blog Posts', { blog: true });
    await row.getByRole('button', { name: `Edit ${post.title}`, exact: true }).click();
    form = page.getByRole('form', { name: 'Edit Post', exact: true });
    expect(await fieldValue(form, 'Content')).toBe(content);
    await fillForm(form, { Title: edited.title });
    expect(await fieldValue(form, 'Slug')).toBe(post.slug);
    await form.getByRole('button', { name: 'Update Post', exact: true }).click();
    await expectToast(page, 'Success', 'Post updated successfully');
    const editedRow = rowOf(page, 'Blog Posts', edited.title);
    await editedRow.waitFor();
    expect(await editedRow.innerText()).toContain(edited.category);

    // The public blog: the card in the list, and the post's own page.
    const card = (blog) => blog.getByRole('article').filter({ has: blog.getByRole('link', { name: edited.title, exact: true }) });
    // The blog list of the persona it is for (a visitor's persona filters the list).
    let blog = await visit('/blog?persona=fitness');
    await absent(blog, blog.getByRole('link', { name: 'The Deadlift Setup in Five Checkpoints', exact: true }), edited.title);
    blog = await visit('/blog?persona=enterprise');
    await present(card(blog));
    for (const text of [edited.category, 'Enterprise', 'Sampling, spans and a budget.', 'Read More']) expect(await card(blog).innerText()).toContain(text);
    await card(blog).getByRole('link', { name: edited.title, exact: true }).click();
    await blog.waitForURL(`${env.stack.url}/blog/${post.slug}`);
    const article = blog.getByRole('article', { name: edited.title });
    await article.getByRole('heading', { name: 'Tags', exact: true }).waitFor();
    const tagsCard = blog.getByRole('complementary', { name: 'Tags', exact: true });
    expect(await tagsCard.getByRole('listitem').allInnerTexts()).toEqual([edited.tag]);
    expect(await article.getByText(edited.category, { exact: true }).isVisible()).toBe(true);
    expect(await article.locator('table').getByRole('cell', { name: 'Traces', exact: true }).isVisible()).toBe(true);
    expect(await article.locator('del').innerText()).toBe('cheap');

    /** The post's page, which the server sends whole (tags and category read: absence means absence), and its tag links from the API. */
    const postPage = async () => {
      const shown = await visit(`/blog/${post.slug}`);
      await shown.getByRole('heading', { name: edited.title, level: 1 }).waitFor();
      const { id } = await (await visitor.page.request.get(`${env.stack.url}/api/blog/posts/slug/${post.slug}`)).json();
      const links = await (await visitor.page.request.get(`${env.stack.url}/api/blog/posts/${id}/tags`)).json();
      return { shown, links };
    };

    // Deleting the tag takes it off the post; deleting the category leaves the post uncategorised.
    await openSection(page, 'Tags', { blog: true });
    await rowOf(page, 'Tags', edited.tag).getByRole('button', { name: `Delete ${edited.tag}`, exact: true }).click();
    await expectToast(page, 'Success', 'Tag deleted successfully');
    await rowOf(page, 'Tags', edited.tag).waitFor({ state: 'detached' });
    await openSection(page, 'Categories', { blog: true });
    await rowOf(page, 'Categories', edited.category).getByRole('button', { name: `Delete ${edited.category}`, exact: true }).click();
    await expectToast(page, 'Success', 'Category deleted successfully');
    await rowOf(page, 'Categories', edited.category).waitFor({ state: 'detached' });

    const { shown, links } = await postPage();
    expect(links).toEqual([]);
    // The tag-type badge is all that is left above the title.
    await shown.getByRole('article', { name: edited.title }).getByText('Enterprise', { exact: true }).waitFor();
    expect(await shown.getByRole('complementary', { name: 'Tags' }).count()).toBe(0);
    expect(await shown.getByText(edited.tag, { exact: true }).count()).toBe(0);
    expect(await shown.getByText(edited.category, { exact: true }).count()).toBe(0);

    // Deleting the post: gone from /blog, and its address finds nothing.
    await openSection(page, 'Blog Posts', { blog: true });
    await editedRow.getByRole('button', { name: `Delete ${edited.title}`, exact: true }).click();
    await expectToast(page, 'Success', 'Post deleted successfully');
    await editedRow.waitFor({ state: 'detached' });
    blog = await visit('/blog?persona=enterprise');
    await absent(blog, blog.getByRole('link', { name: 'A Practical Checklist for Your First Cloud Landing Zone', exact: true }), edited.title);
    blog = await visit(`/blog/${post.slug}`);
    await blog.getByRole('heading', { name: 'Post Not Found' }).waitFor();
    expect(await blog.getByText("The blog post you're looking for doesn't exist or has been removed.", { exact: true }).isVisible()).toBe(true);
  });

  it('left no problem behind: no page error, console error or 5xx in the console or on the public site', () => {
    expect(admin.unexpected()).toEqual([]);
    expect(visitor.allowed.map((failure) => failure.path)).toEqual(['/blog/e2e-tracing-without-tears']);
    expect(visitor.unexpected()).toEqual([]);
  });
});
