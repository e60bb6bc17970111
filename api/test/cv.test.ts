/**
 * The CV (api/src/modules/cv/): GET /api/cv?persona=<type> assembled from the persona's items by the
 * site's own rules, shaped by the owner's settings (GET/PUT /api/admin/cv/settings), the console's
 * preview (POST /api/admin/cv/preview) that gives what a save would, the version that follows the
 * document, and the settings' place in a backup.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import {
  CV_CASE_SUMMARY_CHARS,
  CV_MESSAGES,
  CV_SECTIONS,
  PERSONA_IDS,
  defaultCvSettings,
  defaultSiteTexts,
  type CvDocument,
  type CvSection,
  type CvSettings,
} from '@folio/contracts';
import { createBackup } from '../src/backup/backup.js';
import { restoreBackup } from '../src/backup/restore.js';
import { createDb, type DatabaseConfig } from '../src/db/knex.js';
import { collections } from '../src/modules/content/definitions.js';
import { CV_PERSONA_RULE } from '../src/modules/cv/cv.router.js';
import { createLocalMediaStorage } from '../src/modules/media/storage/index.js';
import { createTestContext, engines, freshMysqlDatabase, type AdminClient, type TestContext } from './support/test-context.js';

const CSRF = 'x-csrf-token';
const ENV = { SITE_OWNER_NAME: 'Jordan Avery', SITE_URL: 'http://jordan.example', SITE_CONTACT_EMAIL: 'hello@jordan.example', SITE_DESCRIPTION: 'Systems, automation and strength.' };
const CONTENT_TABLES = [
  'experience_personas',
  'experiences',
  'skill_personas',
  'skills',
  'education_personas',
  'education',
  'certification_personas',
  'certifications',
  'case_study_personas',
  'case_studies',
  'social_links',
];
const { enterprise, business, fitness } = PERSONA_IDS;
const LONG_HTML = `<p>The <strong>warehouse</strong> team &amp; its partners moved forty services.</p><ul><li>One platform</li><li>Fewer pages</li></ul><p>${'Deployments became routine and boring. '.repeat(12)}</p>`;

const sectionOf = <K extends CvSection['key']>(cv: CvDocument, key: K) => cv.sections.find((section) => section.key === key) as Extract<CvSection, { key: K }> | undefined;
const titlesOf = (cv: CvDocument, key: 'experience' | 'education' | 'caseStudies') =>
  ((sectionOf(cv, key)?.items ?? []) as Array<{ title?: string; degree?: string }>).map((item) => item.title ?? item.degree);
const settingsWith = (change: (settings: CvSettings) => void): CvSettings => {
  const settings = defaultCvSettings();
  change(settings);
  return settings;
};

describe.each(engines)('the CV on %s', (engine) => {
  let t: TestContext;
  let admin: AdminClient;
  const put = (settings: unknown) => admin.agent.put('/api/admin/cv/settings').set(CSRF, admin.csrf).send(settings as object);
  const preview = (profile: string, settings: unknown) => admin.agent.post('/api/admin/cv/preview').set(CSRF, admin.csrf).send({ profile, settings });
  const cv = async (query = ''): Promise<CvDocument> => (await t.client().get(`/api/cv${query}`).expect(200)).body as CvDocument;
  const create = async (path: string, example: Record<string, unknown>, values: Record<string, unknown>) =>
    (await admin.agent.post(`/api/admin/${path}`).set(CSRF, admin.csrf).send({ ...example, ...values }).expect(201)).body as { id: number };
  let caseIds: Record<string, number>;

  beforeAll(async () => {
    t = await createTestContext(engine, ENV);
    admin = await t.admin();
    for (const table of CONTENT_TABLES) await t.db(table).delete();
    const experience = (title: string, displayOrder: number, personaIds: number[], description = `${title} did things.`) =>
      create('experiences', collections.experiences.example, { title, displayOrder, personaIds, description });
    // Created out of display order: the CV follows displayOrder, not ids.
    await experience('Enterprise lead', 2, [enterprise], '- Led the platform team\n\n* Cut deploy time in half\n• Hired four engineers\n1. Wrote the runbooks\nPlain line');
    await experience('Unassigned role', 1, []);
    await experience('Fitness coach', 0, [fitness]);
    await experience('Shared consultant', 3, [enterprise, business]);
    const skill = (name: string, category: string, displayOrder: number, personaIds: number[]) =>
      create('skills', collections.skills.example, { name, category, displayOrder, personaIds, level: 80 });
    await skill('Listening', 'soft-skills', 0, []);
    await skill('Kubernetes', 'technical', 1, [enterprise]);
    await skill('Scrum', 'methodologies', 2, [enterprise]);
    await skill('Invoicing flows', 'business', 3, [business]);
    await skill('Terraform', 'technical', 4, []);
    const education = (degree: string, displayOrder: number, personaIds: number[]) => create('education', collections.education.example, { degree, displayOrder, personaIds });
    await education('BSc Computer Science', 0, []);
    await education('Coaching diploma', 1, [fitness]);
    await create('certifications', collections.certifications.example, { name: 'Cloud architect', personaIds: [enterprise] });
    const caseStudy = (title: string, personaId: number, personaIds: number[], displayOrder: number) =>
      create('case-studies', collections['case-studies'].example, { title, slug: '', personaId, personaIds, displayOrder, description: LONG_HTML, technologies: ['Go', 'Kafka'], tagType: null });
    caseIds = {
      platform: (await caseStudy('Platform move', enterprise, [], 1)).id,
      invoices: (await caseStudy('Invoices without typing', business, [enterprise], 0)).id,
      strength: (await caseStudy('Strength plan', fitness, [], 2)).id,
    };
    const link = (platform: string, url: string, displayOrder: number) => create('social-links', collections['social-links'].example, { platform, url, displayOrder });
    await link('GitHub', 'https://github.com/jordan', 1);
    await link('Email', 'mailto:hello@jordan.example', 0);
    await link('LinkedIn', 'https://linkedin.com/in/jordan', 2);
    await link('Newsletter', 'MAILTO:news@jordan.example', 3);
  });

  afterAll(async () => {
    await t?.close();
  });

  it("shows a persona's items and the unassigned ones, in display order, and every item on the all-persona CV", async () => {
    const document = await cv('?persona=enterprise');
    const { body: personaRow } = await t.client().get(`/api/personas?personaId=${enterprise}`).expect(200);
    expect(document).toMatchObject({
      persona: 'enterprise',
      personaTitle: personaRow[0].title,
      name: 'Jordan Avery',
      headline: personaRow[0].subtitle,
      summary: personaRow[0].description,
      siteUrl: 'http://jordan.example',
      pageSize: 'A4',
      profiles: [
        { network: 'GitHub', url: 'https://github.com/jordan' },
        { network: 'LinkedIn', url: 'https://linkedin.com/in/jordan' },
      ],
    });
    expect(document.sections.map((section) => section.key)).toEqual([...CV_SECTIONS]);
    expect(titlesOf(document, 'experience')).toEqual(['Unassigned role', 'Enterprise lead', 'Shared consultant']);
    expect(sectionOf(document, 'skills')!.groups).toEqual([
      { category: 'technical', label: 'Technical', skills: [expect.objectContaining({ name: 'Kubernetes', level: 80 }), expect.objectContaining({ name: 'Terraform' })] },
      { category: 'methodologies', label: 'Methodologies', skills: [expect.objectContaining({ name: 'Scrum' })] },
      { category: 'soft-skills', label: 'Soft Skills', skills: [expect.objectContaining({ name: 'Listening' })] },
    ]);
    expect(titlesOf(document, 'education')).toEqual(['BSc Computer Science']);
    expect(sectionOf(document, 'certifications')!.items.map((item) => item.name)).toEqual(['Cloud architect']);
    expect(titlesOf(document, 'caseStudies')).toEqual(['Invoices without typing', 'Platform move']);

    const fitnessCv = await cv('?persona=fitness');
    expect(titlesOf(fitnessCv, 'experience')).toEqual(['Fitness coach', 'Unassigned role']);
    expect(titlesOf(fitnessCv, 'education')).toEqual(['BSc Computer Science', 'Coaching diploma']);
    // No certification for fitness: the section is left out rather than shown empty.
    expect(fitnessCv.sections.map((section) => section.key)).toEqual(['experience', 'skills', 'education', 'caseStudies']);

    const all = await cv();
    expect(all).toMatchObject({ persona: null, personaTitle: null, headline: 'Multi-disciplinary Professional', summary: ENV.SITE_DESCRIPTION });
    expect(titlesOf(all, 'experience')).toEqual(['Fitness coach', 'Unassigned role', 'Enterprise lead', 'Shared consultant']);
    expect(titlesOf(all, 'caseStudies')).toEqual(['Invoices without typing', 'Platform move', 'Strength plan']);
    expect(sectionOf(all, 'skills')!.groups.map((group) => group.category)).toEqual(['technical', 'business', 'methodologies', 'soft-skills']);
  });

  it("writes experiences as highlights, and case studies as plain summaries linking to a persona's page", async () => {
    const document = await cv('?persona=enterprise');
    const lead = sectionOf(document, 'experience')!.items.find((item) => item.title === 'Enterprise lead')!;
    expect(lead.highlights).toEqual(['Led the platform team', 'Cut deploy time in half', 'Hired four engineers', 'Wrote the runbooks', 'Plain line']);
    const [invoices] = sectionOf(document, 'caseStudies')!.items;
    expect(invoices).toMatchObject({ id: caseIds.invoices, path: `/?persona=enterprise&case=${caseIds.invoices}`, technologies: ['Go', 'Kafka'], url: 'https://example.com/invoices' });
    expect(invoices!.summary.startsWith('The warehouse team & its partners moved forty services. One platform Fewer pages Deployments')).toBe(true);
    expect(invoices!.summary.length).toBeLessThanOrEqual(CV_CASE_SUMMARY_CHARS);
    expect(invoices!.summary).toMatch(/ [A-Za-z]+…$/);
    expect(invoices!.summary).not.toMatch(/[<>]|\s{2}/);
    // Without a persona, each links to its own persona's page.
    const all = sectionOf(await cv(), 'caseStudies')!.items;
    expect(all.map((item) => item.path)).toEqual([
      `/?persona=business&case=${caseIds.invoices}`,
      `/?persona=enterprise&case=${caseIds.platform}`,
      `/?persona=fitness&case=${caseIds.strength}`,
    ]);
  });

  it('is read like the rest of the public content: no-cache, and no session needed', async () => {
    const response = await t.client().get('/api/cv?persona=business').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 400 naming persona for an unknown persona', async () => {
    for (const query of ['?persona=chef', '?persona=all', '?persona=enterprise&persona=fitness']) {
      const { body } = await t.client().get(`/api/cv${query}`).expect(400);
      expect([query, body]).toEqual([query, { message: CV_PERSONA_RULE, fields: { persona: CV_PERSONA_RULE } }]);
    }
    expect((await cv('?persona=')).persona).toBeNull();
    expect((await cv('?persona=Fitness')).persona).toBe('fitness');
  });

  it('guards the settings and the preview: 401 without a session, 403 without the CSRF header', async () => {
    const visitor = t.client();
    await visitor.get('/api/admin/cv/settings').expect(401);
    await visitor.put('/api/admin/cv/settings').send(defaultCvSettings()).expect(401);
    await visitor.post('/api/admin/cv/preview').send({ profile: 'all', settings: defaultCvSettings() }).expect(401);
    const changed = settingsWith((settings) => (settings.profiles.all.summary = 'Not stored'));
    await admin.agent.put('/api/admin/cv/settings').send(changed).expect(403);
    await admin.agent.post('/api/admin/cv/preview').send({ profile: 'all', settings: changed }).expect(403);
    expect((await admin.agent.get('/api/admin/cv/settings').expect(200)).body).toEqual(defaultCvSettings());
  });

  it('refuses bad settings with field messages and stores nothing', async () => {
    const bad = [
      [settingsWith((settings) => (settings.profiles.enterprise.sections[1]!.limit = 0)), { profiles: CV_MESSAGES.limit }],
      [settingsWith((settings) => settings.profiles.fitness.sections.pop()), { profiles: CV_MESSAGES.sections }],
      [settingsWith((settings) => (settings.profiles.all.sections[0]!.key = 'skills')), { profiles: CV_MESSAGES.sections }],
      [settingsWith((settings) => ((settings.profiles.business as { pageSize: string }).pageSize = 'A3')), { profiles: CV_MESSAGES.pageSize }],
      [settingsWith((settings) => (settings.contact.email = 'not an address')), { contact: CV_MESSAGES.email }],
      [settingsWith((settings) => (settings.contact.website = 'javascript:alert(1)')), { contact: CV_MESSAGES.website }],
    ] as const;
    for (const [settings, fields] of bad) {
      const { body } = await put(settings).expect(400);
      expect(body).toEqual({ message: expect.any(String), fields });
      await preview('all', settings).expect(400);
    }
    expect((await put({}).expect(400)).body.fields).toEqual({ contact: expect.any(String), profiles: expect.any(String) });
    expect((await preview('everyone', defaultCvSettings()).expect(400)).body.fields).toEqual({ profile: expect.any(String) });
    expect((await admin.agent.get('/api/admin/cv/settings').expect(200)).body).toEqual(defaultCvSettings());
    expect(await t.db('cv_settings').select()).toEqual([]);
  });

  it("orders, hides and cuts sections as saved, replaces the summary, and shows the contact details switched on", async () => {
    const before = await cv('?persona=enterprise');
    const settings = settingsWith((s) => {
      s.contact = { email: null, phone: '+44 20 7946 0000', location: 'Leeds, UK', website: null };
      s.profiles.enterprise = {
        sections: [
          { key: 'caseStudies', show: true, limit: 1 },
          { key: 'experience', show: true, limit: 2 },
          { key: 'skills', show: true, limit: 3 },
          { key: 'education', show: false, limit: 4 },
          { key: 'certifications', show: true, limit: 5 },
        ],
        summary: '  Platform engineering for calm teams.  ',
        contact: { email: true, phone: true, location: false, website: false },
        pageSize: 'LETTER',
      };
    });
    const { body: stored } = await put(settings).expect(200);
    expect(stored.profiles.enterprise.summary).toBe('Platform engineering for calm teams.');
    expect(stored.profiles.fitness).toEqual(defaultCvSettings().profiles.fitness);
    expect((await admin.agent.get('/api/admin/cv/settings').expect(200)).body).toEqual(stored);

    const document = await cv('?persona=enterprise');
    expect(document.sections.map((section) => section.key)).toEqual(['caseStudies', 'experience', 'skills', 'certifications']);
    expect(titlesOf(document, 'caseStudies')).toEqual(['Invoices without typing']);
    expect(titlesOf(document, 'experience')).toEqual(['Unassigned role', 'Enterprise lead']);
    // Skills: the first three by display order, then grouped.
    expect(sectionOf(document, 'skills')!.groups.map((group) => [group.category, group.skills.map((skill) => skill.name)])).toEqual([
      ['technical', ['Kubernetes']],
      ['methodologies', ['Scrum']],
      ['soft-skills', ['Listening']],
    ]);
    expect(document).toMatchObject({ summary: 'Platform engineering for calm teams.', headline: before.headline, pageSize: 'LETTER' });
    expect(document.contact).toEqual({ email: ENV.SITE_CONTACT_EMAIL, phone: '+44 20 7946 0000' });

    // The other CVs keep their defaults: email and website (the site's), location (now set); no phone.
    expect((await cv('?persona=fitness')).contact).toEqual({ email: ENV.SITE_CONTACT_EMAIL, location: 'Leeds, UK', website: ENV.SITE_URL });
    const own = settingsWith((s) => {
      s.contact = { email: 'cv@jordan.example', phone: null, location: null, website: 'https://cv.jordan.example' };
      s.profiles.all.summary = 'Everything I do.';
    });
    await put(own).expect(200);
    expect(await cv()).toMatchObject({ summary: 'Everything I do.', headline: 'Multi-disciplinary Professional', contact: { email: 'cv@jordan.example', website: 'https://cv.jordan.example' } });
    // A blank summary keeps the persona's description.
    expect((await cv('?persona=enterprise')).summary).toBe(before.summary);
  });

  it('previews exactly what a save would give, and stores nothing', async () => {
    await put(defaultCvSettings()).expect(200);
    const saved = await admin.agent.get('/api/admin/cv/settings').expect(200);
    const unsaved = settingsWith((s) => {
      s.profiles.business.sections = [...s.profiles.business.sections].reverse().map((section) => ({ ...section, limit: 1 }));
      s.profiles.business.summary = 'Automation that a small team owns.';
      s.profiles.business.contact.phone = true;
      s.contact.phone = '+1 555 0100';
    });
    const { body: previewed } = await preview('business', unsaved).expect(200);
    expect((await admin.agent.get('/api/admin/cv/settings').expect(200)).body).toEqual(saved.body);
    expect(previewed).not.toEqual(await cv('?persona=business'));
    await put(unsaved).expect(200);
    expect(await cv('?persona=business')).toEqual(previewed);
    expect((await preview('all', unsaved).expect(200)).body).toEqual(await cv());
  });

  it('changes its version when the content or its settings change, and only then', async () => {
    await put(defaultCvSettings()).expect(200);
    const first = await cv('?persona=enterprise');
    expect(first.version).toMatch(/^[0-9a-f]{16}$/);
    expect((await cv('?persona=enterprise')).version).toBe(first.version);
    expect((await cv('?persona=fitness')).version).not.toBe(first.version);

    // Another CV's settings, or an item this CV does not show: the same document, the same version.
    await put(settingsWith((s) => (s.profiles.fitness.pageSize = 'LETTER'))).expect(200);
    await create('education', collections.education.example, { degree: 'Nutrition course', personaIds: [fitness] });
    expect((await cv('?persona=enterprise')).version).toBe(first.version);

    // Its own settings.
    await put(settingsWith((s) => (s.profiles.enterprise.pageSize = 'LETTER'))).expect(200);
    const resized = await cv('?persona=enterprise');
    expect(resized.version).not.toBe(first.version);

    // Its content: an item it shows, edited.
    const { body: experiences } = await t.client().get('/api/experiences').expect(200);
    const lead = (experiences as Array<Record<string, unknown>>).find((row) => row.title === 'Enterprise lead')!;
    await admin.agent.put(`/api/admin/experiences/${String(lead.id)}`).set(CSRF, admin.csrf).send({ ...lead, period: '2018 - 2023' }).expect(200);
    const edited = await cv('?persona=enterprise');
    expect(edited.version).not.toBe(resized.version);
    expect(sectionOf(edited, 'experience')!.items.find((item) => item.id === lead.id)!.period).toBe('2018 - 2023');
  });

  it('reads stored settings that no longer pass the contract as the defaults, CV by CV', async () => {
    const current = settingsWith((s) => (s.profiles.fitness.summary = 'Strength that lasts.'));
    const older = {
      contact: { email: 'still@jordan.example', phone: null },
      profiles: { ...current.profiles, enterprise: { sections: ['experience', 'skills'], pageSize: 'A4' }, business: 'gone' },
    };
    await t.db('cv_settings').update({ document: JSON.stringify(older) });
    const { body } = await admin.agent.get('/api/admin/cv/settings').expect(200);
    expect(body).toEqual({
      contact: { email: 'still@jordan.example', phone: null, location: null, website: null },
      profiles: { ...defaultCvSettings().profiles, fitness: current.profiles.fitness },
    });
    expect((await cv('?persona=enterprise')).sections.length).toBeGreaterThan(0);
    expect((await cv('?persona=fitness')).summary).toBe('Strength that lasts.');

    await t.db('cv_settings').update({ document: '{not json' });
    expect((await admin.agent.get('/api/admin/cv/settings').expect(200)).body).toEqual(defaultCvSettings());
  });

  it('travels in a backup: a restore brings the CV settings back', async () => {
    const settings = settingsWith((s) => {
      s.contact.location = 'Leeds, UK';
      s.profiles.enterprise.summary = 'Backed up.';
    });
    await put(settings).expect(200);
    const folder = mkdtempSync(join(tmpdir(), 'folio-cv-backup-'));
    const database: DatabaseConfig =
      engine === 'sqlite' ? { engine, file: join(folder, 'restored.sqlite') } : { engine, url: await freshMysqlDatabase(`cv${process.pid}`) };
    const target = createDb(database);
    try {
      const { file } = await createBackup(t.config.database, folder, createLocalMediaStorage(join(folder, 'media')));
      await restoreBackup(database, file, createLocalMediaStorage(join(folder, 'restored-media')));
      const rows = (await target('cv_settings').select('id', 'document')) as Array<{ id: number; document: string }>;
      expect(rows.map((row) => [Number(row.id), JSON.parse(row.document)])).toEqual([[1, settings]]);
    } finally {
      if (database.engine === 'mysql') await target.raw('DROP DATABASE IF EXISTS ??', [new URL(database.url).pathname.slice(1)]);
      await target.destroy();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answers as its OpenAPI schemas say, whatever the settings', async () => {
    const { body: openapi } = await t.client().get('/api/openapi.json').expect(200);
    const ajv = new Ajv({ allErrors: true });
    ajv.addSchema({ components: openapi.components }, 'document');
    const validatorOf = (name: string) => ajv.compile({ $ref: `document#/components/schemas/${name}` });
    const conforms = (name: string, body: unknown) => {
      const validate = validatorOf(name);
      return validate(body) ? 'ok' : ajv.errorsText(validate.errors);
    };
    const settings = settingsWith((s) => {
      s.contact = { email: 'cv@jordan.example', phone: '+1 555 0100', location: 'Leeds, UK', website: 'https://cv.jordan.example' };
      s.profiles.all.contact = { email: true, phone: true, location: true, website: true };
      s.profiles.all.summary = 'All of it.';
    });
    expect(conforms('CvSettingsInput', settings)).toBe('ok');
    expect(conforms('CvSettings', (await put(settings).expect(200)).body)).toBe('ok');
    expect(conforms('CvPreviewInput', { profile: 'enterprise', settings })).toBe('ok');
    for (const query of ['', '?persona=enterprise', '?persona=business', '?persona=fitness']) expect([query, conforms('CvDocument', await cv(query))]).toEqual([query, 'ok']);
    expect(conforms('CvDocument', (await preview('fitness', settings).expect(200)).body)).toBe('ok');
  });

  it("headlines the all-persona CV with the chooser's subtitle line of the Site settings", async () => {
    const texts = { ...defaultSiteTexts(), chooserSubtitle: 'Engineer, founder and coach' };
    await admin.agent.put('/api/admin/site-texts').set(CSRF, admin.csrf).send(texts).expect(200);
    try {
      expect((await cv()).headline).toBe('Engineer, founder and coach');
      // A persona's CV keeps its persona's subtitle.
      expect((await cv('?persona=fitness')).headline).not.toBe('Engineer, founder and coach');
    } finally {
      await t.db('site_texts').delete();
    }
  });

  it("shows a social link limited to personas on their CVs only (the coaching Instagram not on the enterprise CV)", async () => {
    const instagram = await create('social-links', collections['social-links'].example, { platform: 'Instagram', url: 'https://instagram.com/jordan.coach', displayOrder: 4, personaIds: [fitness] });
    try {
      const networks = async (query: string) => (await cv(query)).profiles.map((profile) => profile.network);
      expect(await networks('?persona=enterprise')).toEqual(['GitHub', 'LinkedIn']);
      expect(await networks('?persona=fitness')).toEqual(['GitHub', 'LinkedIn', 'Instagram']);
      expect(await networks('')).toEqual(['GitHub', 'LinkedIn', 'Instagram']);
    } finally {
      await admin.agent.delete(`/api/admin/social-links/${instagram.id}`).set(CSRF, admin.csrf).expect(204);
    }
  });

  it('lists experience, education and certifications newest first, whatever their display order', async () => {
    const made = [
      ['experiences', await create('experiences', collections.experiences.example, { title: 'Current role', period: 'Mar 2023 - Present', displayOrder: 9, personaIds: [business] })],
      ['experiences', await create('experiences', collections.experiences.example, { title: 'Early role', period: '2009 - 2012', displayOrder: 0, personaIds: [business] })],
      ['education', await create('education', collections.education.example, { degree: 'MSc Systems', period: '2013 - 2014', displayOrder: 5, personaIds: [business] })],
      ['certifications', await create('certifications', collections.certifications.example, { name: 'Old certificate', year: '2012', displayOrder: 0, personaIds: [business] })],
      ['certifications', await create('certifications', collections.certifications.example, { name: 'New certificate', year: '2024', displayOrder: 7, personaIds: [business] })],
    ] as const;
    try {
      const document = await cv('?persona=business');
      expect(titlesOf(document, 'experience')).toEqual(['Current role', 'Unassigned role', 'Shared consultant', 'Early role']);
      expect(titlesOf(document, 'education')).toEqual(['MSc Systems', 'BSc Computer Science']);
      expect(sectionOf(document, 'certifications')!.items.map((item) => item.name)).toEqual(['New certificate', 'Old certificate']);
    } finally {
      for (const [path, { id }] of made) await admin.agent.delete(`/api/admin/${path}/${id}`).set(CSRF, admin.csrf).expect(204);
    }
  });

  // Last: it deletes a built-in persona's row, which the site would recreate on its next start.
  it("answers 404 for a persona whose row is gone, on the CV and in the preview", async () => {
    await t.db('hero_items').where('persona_id', fitness).delete();
    await t.db('case_studies').where('persona_id', fitness).delete();
    await t.db('personas').where('id', fitness).delete();
    expect((await t.client().get('/api/cv?persona=fitness').expect(404)).body).toEqual({ message: 'Persona not found' });
    await preview('fitness', defaultCvSettings()).expect(404);
    await t.client().get('/api/cv?persona=enterprise').expect(200);
  });
});
