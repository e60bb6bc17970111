/**
 * Testimonials (issue 38; migration 20261205100200_testimonials), the kind added through the content
 * kernel: the seeded ones per persona, the optional case study they belong to (an unknown one is a
 * clear 400, and deleting the case study leaves the testimonial with none), the quote's limit.
 */
import { PERSONA_IDS, TESTIMONIAL_QUOTE_MAX, type CaseStudy, type Testimonial } from '@folio/contracts';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

const CSRF = 'x-csrf-token';

const testimonialBody = (changes: Record<string, unknown> = {}) => ({
  quote: 'Month-end close went from four days to one.',
  author: 'Priya Raman',
  role: 'Finance Director',
  company: 'Oakfield Bakeries',
  displayOrder: 40,
  personaIds: [PERSONA_IDS.business],
  ...changes,
});

describe.each(engines)('testimonials on %s', (engine) => {
  let t: TestContext;
  let admin: AdminClient;
  const create = (path: string, body: unknown) => admin.agent.post(`/api/admin/${path}`).set(CSRF, admin.csrf).send(body as object);
  const update = (path: string, id: number, body: unknown) => admin.agent.put(`/api/admin/${path}/${id}`).set(CSRF, admin.csrf).send(body as object);
  const adminTestimonials = async () => (await admin.agent.get('/api/admin/testimonials').expect(200)).body as Testimonial[];
  const publicTestimonials = async (personaId: number) => (await t.client().get(`/api/testimonials?personaId=${personaId}`).expect(200)).body as Testimonial[];

  beforeAll(async () => {
    t = await createTestContext(engine);
    admin = await t.admin();
  });
  afterAll(() => t.close());

  it('seeds two or three per persona, in display order, one of them belonging to a sample case study', async () => {
    for (const personaId of Object.values(PERSONA_IDS)) {
      const listed = await publicTestimonials(personaId);
      expect(listed.length).toBeGreaterThanOrEqual(2);
      expect(listed.length).toBeLessThanOrEqual(3);
      expect(listed.every((item) => item.personaIds.includes(personaId))).toBe(true);
      expect(listed.map((item) => item.displayOrder)).toEqual([...listed.map((item) => item.displayOrder)].sort((a, b) => a - b));
    }
    const linked = (await adminTestimonials()).filter((item) => item.caseStudyId !== null);
    expect(linked).toHaveLength(1);
    const studies = (await t.client().get('/api/case-studies').expect(200)).body as CaseStudy[];
    expect(studies.find((study) => study.id === linked[0]!.caseStudyId)?.title).toBe('Client Onboarding Autopilot');
  });

  it('answers 400 naming caseStudyId for a case study that does not exist, on a create and an edit, and stores nothing', async () => {
    const before = await adminTestimonials();
    const refused = await create('testimonials', testimonialBody({ caseStudyId: 999_999 })).expect(400);
    expect(refused.body.fields).toEqual({ caseStudyId: 'No case study with id 999999' });
    expect(await adminTestimonials()).toEqual(before);

    const existing = before[0]!;
    const edit = await update('testimonials', existing.id, { ...existing, caseStudyId: 999_999 }).expect(400);
    expect(edit.body.fields).toEqual({ caseStudyId: 'No case study with id 999999' });
    expect(await adminTestimonials()).toEqual(before);
  });

  it.each([
    ['not an id', 'abc'],
    ['zero', 0],
  ])('answers 400 with the field message for a case study id that is %s', async (_, caseStudyId) => {
    const refused = await create('testimonials', testimonialBody({ caseStudyId })).expect(400);
    expect(refused.body.fields).toEqual({ caseStudyId: 'Case study must be a case study id or empty' });
  });

  it('keeps the case study it belongs to; deleting that case study leaves it with none, not a dangling id', async () => {
    const study = (await admin.agent.get('/api/admin/case-studies').expect(200)).body[0] as CaseStudy;
    const { id: _id, updatedAt: _at, slug: _slug, media: _media, ...copy } = study as CaseStudy & { updatedAt: string; media?: unknown };
    const { body: own } = await create('case-studies', { ...copy, title: `${study.title} (copy)` }).expect(201);
    const { body: linked } = await create('testimonials', testimonialBody({ caseStudyId: own.id })).expect(201);
    expect(linked.caseStudyId).toBe(own.id);

    await admin.agent.delete(`/api/admin/case-studies/${own.id}`).set(CSRF, admin.csrf).expect(204);
    const after = (await adminTestimonials()).find((item) => item.id === linked.id);
    expect(after?.caseStudyId).toBeNull();
    // And it can be saved as it now stands.
    await update('testimonials', linked.id, after).expect(200);
  });

  it(`refuses a blank quote, a missing author and a quote over ${TESTIMONIAL_QUOTE_MAX} characters, each with its message`, async () => {
    const blank = await create('testimonials', testimonialBody({ quote: '  ', author: undefined })).expect(400);
    expect(blank.body.fields).toEqual({ quote: 'Quote is required', author: 'Author is required' });
    const long = await create('testimonials', testimonialBody({ quote: 'a'.repeat(TESTIMONIAL_QUOTE_MAX + 1) })).expect(400);
    expect(long.body.fields).toEqual({ quote: `Must be at most ${TESTIMONIAL_QUOTE_MAX} characters` });
    const { body: longest } = await create('testimonials', testimonialBody({ quote: 'é'.repeat(TESTIMONIAL_QUOTE_MAX) })).expect(201);
    expect(longest.quote).toHaveLength(TESTIMONIAL_QUOTE_MAX);
  });

  it('shows a testimonial assigned to no persona on every persona, and one assigned to another persona on none but it', async () => {
    const { body: everyone } = await create('testimonials', testimonialBody({ author: 'For everyone', personaIds: [] })).expect(201);
    const { body: fitnessOnly } = await create('testimonials', testimonialBody({ author: 'Fitness only', personaIds: [PERSONA_IDS.fitness] })).expect(201);
    for (const personaId of Object.values(PERSONA_IDS)) {
      const ids = (await publicTestimonials(personaId)).map((item) => item.id);
      expect(ids).toContain(everyone.id);
      expect(ids.includes(fitnessOnly.id)).toBe(personaId === PERSONA_IDS.fitness);
    }
  });
});
