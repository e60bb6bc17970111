/**
 * The 400 answers of the admin writes carry the spec's validation messages word for word.
 * The messages are written out here from the spec on purpose: this test guards that the
 * contracts keep the spec's words, so it must not import them from the contracts.
 * (Login and Post are covered by the auth and blog tests.)
 */
import type { Response } from 'supertest';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

type Body = Record<string, unknown>;
type Messages = Record<string, string>;

const CSRF = 'x-csrf-token';

// The spec's validation messages, word for word.
const DISPLAY_ORDER = 'Display order must be a positive number';
const DISPLAY_ORDER_CATEGORY = 'Display order must be positive';
const LEVEL = 'Level must be between 1 and 100';
const IMAGE_PATH = 'Image path must be either an absolute URL (https://) or a relative path (/images/)';
const VALID_URL = 'Must be a valid URL';
const PERSONA_REQUIRED = 'Persona is required';

/** Each form of the spec's validation rules (except Login and Post) with the message of every required field. */
const forms: Array<{ form: string; adminPath: string; required: Messages }> = [
  {
    form: 'Company',
    adminPath: 'admin/companies',
    required: { name: 'Company name is required', logoPath: 'Logo path is required' },
  },
  {
    form: 'Experience',
    adminPath: 'admin/experiences',
    required: {
      title: 'Job title is required',
      company: 'Company name is required',
      logoPath: 'Logo path is required',
      period: 'Time period is required',
      description: 'Description is required',
    },
  },
  {
    form: 'Skill',
    adminPath: 'admin/skills',
    required: {
      name: 'Skill name is required',
      level: LEVEL,
      category: 'Category is required',
      description: 'Description is required',
    },
  },
  {
    form: 'Education',
    adminPath: 'admin/education',
    required: {
      degree: 'Degree/certification is required',
      institution: 'Institution name is required',
      period: 'Time period is required',
      description: 'Description is required',
    },
  },
  {
    form: 'Certification',
    adminPath: 'admin/certifications',
    required: {
      name: 'Certification name is required',
      issuer: 'Issuer name is required',
      logoPath: 'Logo path is required',
      year: 'Year is required',
    },
  },
  {
    form: 'Persona',
    adminPath: 'admin/personas',
    required: {
      title: 'Persona title is required',
      subtitle: 'Subtitle is required',
      description: 'Description is required',
      imagePath: 'Image path is required',
    },
  },
  {
    form: 'Hero item',
    adminPath: 'admin/hero-items',
    required: {
      personaId: PERSONA_REQUIRED,
      title: 'Title is required',
      subtitle: 'Subtitle is required',
      description: 'Description is required',
      imagePath: IMAGE_PATH,
      tagType: 'Tag type is required',
    },
  },
  {
    form: 'Social link',
    adminPath: 'admin/social-links',
    required: { platform: 'Platform name is required', url: VALID_URL, icon: 'Icon path is required' },
  },
  {
    form: 'Case study',
    adminPath: 'admin/case-studies',
    required: {
      title: 'Title is required',
      description: 'Description is required',
      personaId: PERSONA_REQUIRED,
      challenge: 'Challenge description is required',
      solution: 'Solution description is required',
      results: 'Results description is required',
    },
  },
  { form: 'Category', adminPath: 'admin/blog/categories', required: { name: 'Name is required', slug: 'Slug is required' } },
  { form: 'Tag', adminPath: 'admin/blog/tags', required: { name: 'Name is required', slug: 'Slug is required' } },
];

let sequence = 0;
const unique = () => `v${process.pid}x${(sequence += 1)}`;

/** A valid body per admin path, to which each rule below applies one change. */
const valid: Record<string, () => Body> = {
  'admin/companies': () => ({ name: 'Acme', logoPath: '/images/logos/acme.svg' }),
  'admin/experiences': () => ({
    title: 'Engineer',
    company: 'Acme',
    logoPath: '/images/logos/acme.svg',
    period: '2020 - Present',
    description: 'Built things',
  }),
  'admin/skills': () => ({ name: 'Testing', level: 50, category: 'technical', description: 'Writes tests' }),
  'admin/education': () => ({ degree: 'BSc', institution: 'Open University', period: '2010 - 2013', description: 'Maths' }),
  'admin/certifications': () => ({ name: 'Cert', issuer: 'Guild', logoPath: '/images/logos/guild.svg', year: '2024' }),
  'admin/personas': () => ({ title: 'Speaker', subtitle: 'Talks', description: 'Public speaking', imagePath: '/images/p.svg' }),
  'admin/hero-items': () => ({
    personaId: 5,
    title: 'Hero',
    subtitle: 'Sub',
    description: 'Desc',
    imagePath: '/images/hero/x.svg',
    tagType: 'business',
  }),
  'admin/social-links': () => ({ platform: 'GitHub', url: 'https://github.com/folio', icon: '/images/icons/github.svg' }),
  'admin/case-studies': () => ({
    title: 'Case',
    description: '<p>Desc</p>',
    challenge: '<p>Challenge</p>',
    solution: '<p>Solution</p>',
    results: '<p>Results</p>',
    personaId: 5,
  }),
  'admin/blog/categories': () => ({ name: 'Category', slug: `category-${unique()}` }),
  'admin/blog/tags': () => ({ name: 'Tag', slug: `tag-${unique()}` }),
};

const PORTFOLIO_PATHS = forms.map((f) => f.adminPath).filter((path) => !path.startsWith('admin/blog/'));

/** Changes that are refused, each with the one field message it must produce. */
const refused: Array<{ rule: string; adminPath: string; change: Body; field: string; message: string }> = [
  { rule: 'skill level 0', adminPath: 'admin/skills', change: { level: 0 }, field: 'level', message: LEVEL },
  { rule: 'skill level 101', adminPath: 'admin/skills', change: { level: 101 }, field: 'level', message: LEVEL },
  ...PORTFOLIO_PATHS.map((adminPath) => ({
    rule: `${adminPath} displayOrder -1`,
    adminPath,
    change: { displayOrder: -1 },
    field: 'displayOrder',
    message: DISPLAY_ORDER,
  })),
  {
    rule: 'category displayOrder -1',
    adminPath: 'admin/blog/categories',
    change: { displayOrder: -1 },
    field: 'displayOrder',
    message: DISPLAY_ORDER_CATEGORY,
  },
  { rule: "hero imagePath 'ftp://x'", adminPath: 'admin/hero-items', change: { imagePath: 'ftp://x' }, field: 'imagePath', message: IMAGE_PATH },
  { rule: 'hero personaId 0', adminPath: 'admin/hero-items', change: { personaId: 0 }, field: 'personaId', message: PERSONA_REQUIRED },
  ...(
    [
      ['primaryButtonText', 'Primary button text is required'],
      ['primaryButtonUrl', 'Primary button URL is required'],
      ['secondaryButtonText', 'Secondary button text is required'],
      ['secondaryButtonUrl', 'Secondary button URL is required'],
    ] as const
  ).map(([field, message]) => ({ rule: `hero ${field} blank`, adminPath: 'admin/hero-items', change: { [field]: ' ' }, field, message })),
  { rule: "social link url 'not a url'", adminPath: 'admin/social-links', change: { url: 'not a url' }, field: 'url', message: VALID_URL },
  { rule: "case study url 'nope'", adminPath: 'admin/case-studies', change: { url: 'nope' }, field: 'url', message: VALID_URL },
  { rule: 'case study personaId 0', adminPath: 'admin/case-studies', change: { personaId: 0 }, field: 'personaId', message: PERSONA_REQUIRED },
];

/** Changes that are accepted, with what is stored. */
const accepted: Array<{ rule: string; adminPath: string; change: Body; stored: Body }> = [
  { rule: 'skill level 1', adminPath: 'admin/skills', change: { level: 1 }, stored: { level: 1 } },
  { rule: 'skill level 100', adminPath: 'admin/skills', change: { level: 100 }, stored: { level: 100 } },
  ...[...PORTFOLIO_PATHS, 'admin/blog/categories'].map((adminPath) => ({
    rule: `${adminPath} displayOrder 'abc' counts as 0`,
    adminPath,
    change: { displayOrder: 'abc' },
    stored: { displayOrder: 0 },
  })),
  ...['https://cdn.example.com/hero.png', '/images/hero/hero.png'].map((imagePath) => ({
    rule: `hero imagePath '${imagePath}'`,
    adminPath: 'admin/hero-items',
    change: { imagePath },
    stored: { imagePath },
  })),
];

/** Fails with the status and the body, so a wrong answer explains itself. */
function expectStatus(res: Response, status: number): void {
  expect(res.status === status ? status : { status: res.status, body: res.body }).toBe(status);
}

describe.each(engines)('validation messages on %s', (engine) => {
  let ctx: TestContext;
  let admin: AdminClient;
  const post = (adminPath: string, body: Body) => admin.agent.post(`/api/${adminPath}`).set(CSRF, admin.csrf).send(body);
  const put = (adminPath: string, id: number, body: Body) =>
    admin.agent.put(`/api/${adminPath}/${id}`).set(CSRF, admin.csrf).send(body);

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    admin = await ctx.admin();
  });
  afterAll(() => ctx.close());

  it.each(forms)('$form: {} answers 400 { message, fields } with the message of each required field', async ({ adminPath, required }) => {
    const before = (await admin.agent.get(`/api/${adminPath}`)).body as unknown[];
    for (const res of [await post(adminPath, {}), await put(adminPath, 1, {})]) {
      expectStatus(res, 400);
      expect(Object.keys(res.body).sort()).toEqual(['fields', 'message']);
      expect(typeof res.body.message).toBe('string');
      expect(res.body.message).not.toBe('');
      expect(res.body.fields).toEqual(required);
    }
    expect((await admin.agent.get(`/api/${adminPath}`)).body).toEqual(before);
  });

  it.each(refused)('refuses $rule', async ({ adminPath, change, field, message }) => {
    const res = await post(adminPath, { ...valid[adminPath]!(), ...change });
    expectStatus(res, 400);
    expect(res.body.fields).toEqual({ [field]: message });
  });

  it.each(accepted)('accepts $rule', async ({ adminPath, change, stored }) => {
    const res = await post(adminPath, { ...valid[adminPath]!(), ...change });
    expectStatus(res, 201);
    expect(res.body).toMatchObject(stored);
    const listed = ((await admin.agent.get(`/api/${adminPath}`)).body as Array<{ id: number }>).find((row) => row.id === res.body.id);
    expect(listed).toMatchObject(stored);
  });

  it("stores an empty case-study url as no url, so no 'View Project' link shows", async () => {
    const res = await post('admin/case-studies', { ...valid['admin/case-studies']!(), url: '' });
    expectStatus(res, 201);
    expect(res.body.url || null).toBeNull();
  });
});
