/**
 * The owner's words on the public pages (api/src/modules/site-texts/): the built-in words until the
 * first save, read by visitors in GET /api/site at every request, replaced by the admin with
 * PUT /api/admin/site-texts (checked by the contract, 400 with the field's message), and a stored
 * document that no longer passes the contract read part by part with the defaults. Issue 38 adds each
 * persona's availability line under its hero and the skills display (percent | level | years).
 */
import { SITE_TEXT_MESSAGES, check, defaultSiteTexts, siteTextsStruct, type SiteInfo, type SiteTexts } from '@folio/contracts';
import fc from 'fast-check';
import { hostileValue, malformedJson } from './support/hostile-values.js';
import { textsFromStored } from '../src/modules/site-texts/site-texts.service.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

const CSRF = 'x-csrf-token';

const textsWith = (change: (texts: SiteTexts) => void): SiteTexts => {
  const texts = defaultSiteTexts();
  change(texts);
  return texts;
};

describe.each(engines)("the site's texts on %s", (engine) => {
  let t: TestContext;
  let admin: AdminClient;
  const put = (texts: unknown) => admin.agent.put('/api/admin/site-texts').set(CSRF, admin.csrf).send(texts as object);
  const site = async (): Promise<SiteInfo> => (await t.client().get('/api/site').expect(200)).body as SiteInfo;

  beforeAll(async () => {
    t = await createTestContext(engine, { SITE_OWNER_NAME: 'Jordan Avery' });
    admin = await t.admin();
  });
  afterAll(() => t.close());
  beforeEach(() => t.db('site_texts').delete());

  it("answers today's words on a fresh install, to visitors with the site and to the admin", async () => {
    const visitor = await site();
    expect(visitor.ownerName).toBe('Jordan Avery');
    expect(visitor.texts.chooserSubtitle).toBe('Multi-disciplinary Professional');
    expect(visitor.texts.chooserCards.fitness.highlights).toEqual(['Evidence-based strength programs', 'Technique coaching and accountability', 'Plans that fit a busy calendar']);
    expect(visitor.texts.blogIntro).toBe('New articles every week on technology, business automation and fitness.');
    expect((await admin.agent.get('/api/admin/site-texts').expect(200)).body).toEqual(defaultSiteTexts());
  });

  it('shows a save to the next visitor at once, trimmed, blank lines stored as none', async () => {
    const texts = textsWith((value) => {
      value.chooserOrder = ['fitness', 'enterprise', 'business'];
      value.chooserCards.enterprise.highlights[1] = '  Architecture reviews in a week ';
      value.chooserCards.business.subtitle = 'Automation for small teams';
      value.availableFor = 'Available for two new clients from March';
      value.blogIntro = '   ';
    });
    const { body } = await put(texts).expect(200);
    expect(body.chooserCards.enterprise.highlights[1]).toBe('Architecture reviews in a week');
    expect(body.blogIntro).toBeNull();

    const visitor = await site();
    expect(visitor.texts).toEqual(body);
    expect(visitor.texts.chooserOrder).toEqual(['fitness', 'enterprise', 'business']);
    expect(visitor.texts.chooserCards.business.subtitle).toBe('Automation for small teams');
    expect(visitor.texts.availableFor).toBe('Available for two new clients from March');
  });

  it('refuses texts the contract does not take with the field and its message, and keeps what was stored', async () => {
    await put(textsWith((value) => (value.contactIntro = 'Kept'))).expect(200);
    const blankBullet = await put(textsWith((value) => (value.chooserCards.fitness.highlights[2] = ' '))).expect(400);
    expect(blankBullet.body.fields).toEqual({ chooserCards: SITE_TEXT_MESSAGES.highlight });
    const twoBullets = await put(textsWith((value) => (value.chooserCards.fitness.highlights = ['One', 'Two'] as never))).expect(400);
    expect(Object.keys(twoBullets.body.fields)).toEqual(['chooserCards']);
    const repeated = await put(textsWith((value) => (value.chooserOrder = ['fitness', 'fitness', 'business']))).expect(400);
    expect(repeated.body.fields).toEqual({ chooserOrder: SITE_TEXT_MESSAGES.chooserOrder });
    const noSubtitle = await put(textsWith((value) => (value.chooserSubtitle = ''))).expect(400);
    expect(noSubtitle.body.fields).toEqual({ chooserSubtitle: SITE_TEXT_MESSAGES.chooserSubtitle });
    await put(textsWith((value) => (value.availableFor = 'x'.repeat(161)))).expect(400);
    await put([1, 2]).expect(400);
    // A list where an object belongs, of objects that cannot be printed: once a 500 from the check's own message.
    const unprintable = await put(textsWith((value) => (value.availability = [{ toString: '' }] as never))).expect(400);
    expect(Object.keys(unprintable.body.fields)).toEqual(['availability']);

    expect((await site()).texts.contactIntro).toBe('Kept');
  });

  it('never answers a hostile body with a 5xx: a refusal changes nothing, an accepted save reads back as the contract makes it', async () => {
    const paths = fc.oneof(
      fc.constantFrom<Array<string | number>>(['chooserSubtitle'], ['chooserOrder'], ['chooserCards'], ['blogIntro'], ['contactIntro'], ['contactReplyPromise'], ['availableFor'], ['availability'], ['skillsDisplay'], ['__proto__']),
      fc.tuple(fc.constantFrom('enterprise', 'business', 'fitness', '__proto__'), fc.constantFrom<Array<string>>([], ['from'], ['for'], ['extra'])).map(([type, key]) => ['availability', type, ...key]),
      fc.tuple(fc.constantFrom('enterprise', 'business', 'fitness', 'nobody'), fc.constantFrom('subtitle', 'highlights', 'extra')).map(([type, key]) => ['chooserCards', type, key]),
      fc.tuple(fc.constantFrom('enterprise', 'fitness'), fc.nat({ max: 3 })).map(([type, index]) => ['chooserCards', type, 'highlights', index]),
      fc.nat({ max: 3 }).map((index) => ['chooserOrder', index]),
    );
    const withValueAt = (value: unknown, path: Array<string | number>, replacement: unknown): unknown => {
      if (path.length === 0) return replacement;
      const [head, ...rest] = path;
      const base = (typeof value === 'object' && value !== null ? (Array.isArray(value) ? [...value] : { ...value }) : {}) as Record<string | number, unknown>;
      Object.defineProperty(base, head!, { value: withValueAt(base[head!], rest, replacement), enumerable: true, writable: true, configurable: true });
      return base;
    };
    const bodies = fc.oneof(
      { arbitrary: fc.array(fc.tuple(paths, hostileValue), { minLength: 1, maxLength: 3 }).map((changes) => JSON.stringify(changes.reduce<unknown>((body, [path, value]) => withValueAt(body, path, value), defaultSiteTexts())) ?? '{}'), weight: 5 },
      { arbitrary: malformedJson, weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (text) => {
        const before = await site();
        const response = await admin.agent.put('/api/admin/site-texts').set(CSRF, admin.csrf).set('Content-Type', 'application/json').send(text);
        expect([text, response.status < 500]).toEqual([text, true]);
        const after = (await site()).texts;
        if (response.status !== 200) return expect(after).toEqual(before.texts);
        const checked = check(siteTextsStruct, JSON.parse(text));
        expect(checked.ok).toBe(true);
        expect(after).toEqual(response.body);
      }),
      { numRuns: engine === 'sqlite' ? 150 : 30 },
    );
  });

  it("keeps each persona's availability line and the skills display, and answers them to visitors", async () => {
    const texts = textsWith((value) => {
      value.availability.enterprise = { from: ' 2027-03-01 ', for: ' two architecture engagements ' };
      value.availability.fitness = { from: null, for: 'four new coaching clients' };
      value.skillsDisplay = 'years';
    });
    const { body } = await put(texts).expect(200);
    expect(body.availability).toEqual({
      enterprise: { from: '2027-03-01', for: 'two architecture engagements' },
      business: { from: null, for: null },
      fitness: { from: null, for: 'four new coaching clients' },
    });
    expect(body.skillsDisplay).toBe('years');
    expect((await site()).texts).toEqual(body);

    // A body from before the two settings existed (or one leaving a persona out) keeps the defaults: no line, percent bars.
    const older = defaultSiteTexts() as Partial<SiteTexts>;
    delete older.availability;
    delete older.skillsDisplay;
    const saved = (await put(older).expect(200)).body as SiteTexts;
    expect(saved.availability).toEqual(defaultSiteTexts().availability);
    expect(saved.skillsDisplay).toBe('percent');
    const onePersona = (await put({ ...older, availability: { business: { for: 'automation audits' } } }).expect(200)).body as SiteTexts;
    expect(onePersona.availability).toEqual({ enterprise: { from: null, for: null }, business: { from: null, for: 'automation audits' }, fitness: { from: null, for: null } });
  });

  it.each<[string, unknown, string]>([
    ['a day that does not exist', { enterprise: { from: '2027-02-30', for: null } }, SITE_TEXT_MESSAGES.availableFrom],
    ['a date in another form', { enterprise: { from: '01/03/2027', for: null } }, SITE_TEXT_MESSAGES.availableFrom],
    ['a number for a date', { business: { from: 20270301, for: null } }, SITE_TEXT_MESSAGES.availableFrom],
    ["a 'for' line past 160 characters", { fitness: { from: null, for: 'x'.repeat(161) } }, 'Must be at most 160 characters'],
    ["a 'for' that is not text", { fitness: { from: null, for: ['x'] } }, 'Must be text'],
    ['a list for a persona', { fitness: ['2027-03-01'] }, SITE_TEXT_MESSAGES.availability],
    ['text for the whole', 'from March', SITE_TEXT_MESSAGES.availability],
    ['null for the whole', null, SITE_TEXT_MESSAGES.availability],
  ])('refuses an availability with %s: 400 naming the field, nothing stored', async (_case, availability, message) => {
    await put(textsWith((value) => (value.availability.enterprise = { from: null, for: 'Kept' }))).expect(200);
    const refused = await put({ ...defaultSiteTexts(), availability }).expect(400);
    expect(refused.body.fields).toEqual({ availability: message });
    expect((await site()).texts.availability.enterprise.for).toBe('Kept');
  });

  it.each(['bars', 'Years ', '', 3, null])('refuses the skills display %j with its message', async (skillsDisplay) => {
    const refused = await put({ ...defaultSiteTexts(), skillsDisplay }).expect(400);
    expect(refused.body.fields).toEqual({ skillsDisplay: SITE_TEXT_MESSAGES.skillsDisplay });
  });

  it('is the admin’s alone to read and change', async () => {
    await t.client().get('/api/admin/site-texts').expect(401);
    await t.client().put('/api/admin/site-texts').send(defaultSiteTexts()).expect(401);
    await admin.agent.put('/api/admin/site-texts').send(defaultSiteTexts()).expect(403);
  });
});

describe('a stored document read with the contract of today', () => {
  it('keeps every part that still passes and takes the default for the rest', () => {
    const stored = JSON.stringify({
      chooserSubtitle: 'Engineer and coach',
      chooserOrder: ['business', 'enterprise'],
      chooserCards: { enterprise: { subtitle: 'Architect', highlights: ['A', 'B', 'C'] }, fitness: { highlights: ['only one'] } },
      contactIntro: 42,
    });
    const texts = textsFromStored(stored);
    const defaults = defaultSiteTexts();
    expect(texts.chooserSubtitle).toBe('Engineer and coach');
    expect(texts.chooserOrder).toEqual(defaults.chooserOrder);
    expect(texts.chooserCards.enterprise).toEqual({ subtitle: 'Architect', highlights: ['A', 'B', 'C'] });
    expect(texts.chooserCards.fitness).toEqual(defaults.chooserCards.fitness);
    expect(texts.chooserCards.business).toEqual(defaults.chooserCards.business);
    expect(texts.contactIntro).toBe(defaults.contactIntro);
    // A part the document does not have (written before it existed) takes its default; a stored null stays none.
    expect(texts.blogIntro).toBe(defaults.blogIntro);
    expect(textsFromStored(JSON.stringify({ blogIntro: null })).blogIntro).toBeNull();
    expect(textsFromStored('{not json')).toEqual(defaults);
  });

  it('reads a document saved before the availability lines and the skills display as none and percent bars, part by part', () => {
    const defaults = defaultSiteTexts();
    const before38 = textsFromStored(JSON.stringify({ ...defaults, availability: undefined, skillsDisplay: undefined, contactIntro: 'Kept' }));
    expect(before38.availability).toEqual(defaults.availability);
    expect(before38.skillsDisplay).toBe('percent');
    expect(before38.contactIntro).toBe('Kept');

    const mixed = textsFromStored(
      JSON.stringify({ availability: { enterprise: { from: '2027-03-01', for: 'two projects' }, business: { from: 'soon' }, fitness: 'now' }, skillsDisplay: 'stars' }),
    );
    expect(mixed.availability).toEqual({ enterprise: { from: '2027-03-01', for: 'two projects' }, business: { from: null, for: null }, fitness: { from: null, for: null } });
    expect(mixed.skillsDisplay).toBe('percent');
    expect(textsFromStored(JSON.stringify({ skillsDisplay: 'level' })).skillsDisplay).toBe('level');
  });
});
