import { TAG_TYPES } from '@folio/contracts';
import { validate } from '@jsonresume/schema';
import request from 'supertest';
import { API_URL } from '../../test/fake-public-api';
import { appWith } from '../../test/koa-app';
import { parsePeriod, parsePeriodPoint } from './cv-dates';
import { mountCvFiles } from './cv-router';
import { allCv, hostileCv, personaCv } from './cv-documents.fixtures';
import { fakeCvApi } from '../../test/fake-cv-api';
import { degreeParts, profileUsername, toJsonResume } from './json-resume';

/** The @jsonresume/schema validator's verdict: null, or the schema's complaints. */
function schemaErrors(resume: unknown): unknown[] | null {
  let errors: unknown[] | null = null;
  validate(resume, (found: unknown[] | null) => {
    errors = found;
  });
  return errors;
}

describe('toJsonResume', () => {
  it.each([...TAG_TYPES.map((persona) => [persona, personaCv(persona)] as const), ['all', allCv()] as const, ['hostile', hostileCv()] as const])(
    'writes the %s CV as a valid JSON Resume',
    (_name, doc) => {
      expect(schemaErrors(toJsonResume(doc))).toBeNull();
    },
  );

  it("maps the persona's CV: basics, work with dates, education, certificates, skills, projects and the meta extension", () => {
    const resume = toJsonResume(personaCv('enterprise'));

    expect(resume.basics).toEqual({
      name: 'Jordan Avery',
      label: 'Enterprise Tech',
      email: 'hello@jordan.example',
      url: 'https://jordan.example/',
      summary: expect.stringContaining('cloud and integration platforms'),
      location: { address: 'Bristol, United Kingdom' },
      profiles: [
        { network: 'LinkedIn', url: 'https://www.linkedin.com/in/jordan-avery-folio', username: 'jordan-avery-folio' },
        { network: 'GitHub', url: 'https://github.com/jordan-avery-folio', username: 'jordan-avery-folio' },
      ],
    });
    expect(resume.work?.[0]).toEqual({ name: 'Meridian Cloudworks', position: 'Solutions Architect', startDate: '2021', highlights: expect.arrayContaining([expect.stringContaining('Lead architect')]) });
    expect(resume.work?.[1]).toMatchObject({ startDate: '2019', endDate: '2021' });
    expect(resume.education?.[0]).toMatchObject({ institution: 'University of Westbrook', studyType: 'BSc', area: 'Computer Science', startDate: '2009', endDate: '2013' });
    expect(resume.certificates?.[0]).toEqual({ name: 'Certified Cloud Solutions Architect - Professional', issuer: 'Cloud Architecture Guild', date: '2022' });
    expect(resume.skills?.[0]).toEqual({ name: 'Technical', keywords: ['Cloud Architecture', 'Event-Driven Integration', 'Infrastructure as Code', 'Kubernetes and Containers', 'TypeScript and Node.js'] });
    expect(resume.projects?.[0]).toMatchObject({
      name: 'Event-Driven Integration Platform',
      url: 'https://meridian-cloudworks.example.com/case-studies/event-driven-integration',
      caseStudyUrl: 'https://jordan.example/?persona=enterprise&case=1',
      keywords: expect.arrayContaining(['Apache Kafka']),
    });
    // No address of its own: the case study's page on the site.
    expect(resume.projects?.[1]?.url).toBe('https://jordan.example/?persona=enterprise&case=2');
    expect(resume.meta).toEqual({
      canonical: 'https://jordan.example/cv.json?persona=enterprise',
      version: 'v1-enterprise',
      persona: 'enterprise',
      personaTitle: 'Enterprise Tech',
      pdf: 'https://jordan.example/cv.pdf?persona=enterprise',
    });
  });

  it("gives the all-persona CV the site's headline as label and its own canonical address", () => {
    const resume = toJsonResume(allCv());

    expect(resume.basics.label).toBe('Solutions architect, automation consultant and strength coach');
    expect(resume.meta).toMatchObject({ canonical: 'https://jordan.example/cv.json', persona: 'all' });
    expect(resume.meta.personaTitle).toBeUndefined();
  });

  it('leaves out sections the CV does not show and dates it cannot read', () => {
    const doc = personaCv('fitness', { sections: [{ key: 'experience', title: 'Experience', items: [{ id: 1, title: 'Coach', company: 'Gym', period: 'A while', highlights: [] }] }] });
    const resume = toJsonResume(doc);

    expect(resume.work).toEqual([{ name: 'Gym', position: 'Coach' }]);
    expect(resume).not.toHaveProperty('education');
    expect(resume).not.toHaveProperty('projects');
    expect(schemaErrors(resume)).toBeNull();
  });
});

describe('parsePeriod', () => {
  it.each([
    ['2019 - Present', { startDate: '2019' }],
    ['2019 – present', { startDate: '2019' }],
    ['2018–2021', { startDate: '2018', endDate: '2021' }],
    ['2018-2021', { startDate: '2018', endDate: '2021' }],
    ['2016 - 2019', { startDate: '2016', endDate: '2019' }],
    ['Jan 2020 – Mar 2022', { startDate: '2020-01', endDate: '2022-03' }],
    ['January 2020 - September 2021', { startDate: '2020-01', endDate: '2021-09' }],
    ['Sept. 2019 to June 2020', { startDate: '2019-09', endDate: '2020-06' }],
    ['2020-01 - 2021-12', { startDate: '2020-01', endDate: '2021-12' }],
    ['03/2017 — 11/2018', { startDate: '2017-03', endDate: '2018-11' }],
    ['2019-Present', { startDate: '2019' }],
    ['2015', { startDate: '2015' }],
    ['Summer 2015', { startDate: '2015' }],
    ['2022 - 2019', { startDate: '2022' }],
    ['', {}],
    ['A while', {}],
    ['Present', {}],
    ['2020-13', {}],
    ['0999 - 3000', {}],
    ['2019 - 2020 - 2021', {}],
  ])('reads %j as %j', (period, dates) => {
    expect(parsePeriod(period)).toEqual(dates);
    for (const date of Object.values(parsePeriod(period))) expect(date).toMatch(/^[1-2]\d{3}(?:-[0-1]\d)?$/);
  });

  it.each([
    ['2022', '2022'],
    ['ongoing', null],
    ['22', null],
    ['Dec 2021', '2021-12'],
  ])('reads a certificate year %j as %j', (text, date) => {
    expect(parsePeriodPoint(text)).toBe(date);
  });
});

describe('JSON Resume helpers', () => {
  it.each([
    ['https://www.linkedin.com/in/jordan-avery-folio', 'jordan-avery-folio'],
    ['https://x.com/jordanavery_folio', 'jordanavery_folio'],
    ['https://github.com/', undefined],
    ['https://example.com/a/b/c', undefined],
    ['mailto:me@example.com', undefined],
  ])('derives the user name of %s', (url, username) => {
    expect(profileUsername(url)).toBe(username);
  });

  it.each([
    ['BSc Computer Science', { studyType: 'BSc', area: 'Computer Science' }],
    ['Graduate Certificate in Operations Management', { studyType: 'Graduate Certificate', area: 'Operations Management' }],
    ['Master of Business Administration', { studyType: 'Master', area: 'Business Administration' }],
    ['MSc (Hons) Data Science', { studyType: 'MSc (Hons)', area: 'Data Science' }],
    ['Apprenticeship', { studyType: 'Apprenticeship' }],
  ])('splits the degree %j', (degree, parts) => {
    expect(degreeParts(degree)).toEqual(parts);
  });
});

describe('mountCvFiles: /cv.json', () => {
  let requests: string[];
  const app = () => appWith((router) => mountCvFiles(router, { apiUrl: API_URL, draw: jest.fn() })).callback();

  beforeEach(() => {
    requests = fakeCvApi({ all: allCv(), enterprise: personaCv('enterprise'), business: personaCv('business', { name: 'Zoë Łukasz' }), fitness: null });
  });

  it("answers the persona's CV as JSON Resume, named after it, cacheable for five minutes with its version as ETag", async () => {
    const answer = await request(app()).get('/cv.json?persona=business');

    expect(answer.status).toBe(200);
    expect(requests).toEqual(['/api/cv?persona=business']);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, no-cache');
    expect(answer.headers.etag).toBe('"v1-business"');
    expect(answer.headers['content-disposition']).toBe(`inline; filename="Zoe-ukasz-CV-Business-Automation.json"; filename*=UTF-8''${encodeURIComponent('Zoë-Łukasz-CV-Business-Automation.json')}`);
    expect(answer.body.meta).toMatchObject({ persona: 'business', canonical: 'https://jordan.example/cv.json?persona=business' });
    expect(schemaErrors(answer.body)).toBeNull();
  });

  it('answers an unknown or missing persona with the all-persona CV', async () => {
    const answer = await request(app()).get('/cv.json?persona=chef');

    expect(answer.status).toBe(200);
    expect(requests).toEqual(['/api/cv']);
    expect(answer.body.meta.persona).toBe('all');
  });

  it('answers 304 to a client holding this version, a plain 404 for a CV the API does not have', async () => {
    expect((await request(app()).get('/cv.json?persona=enterprise').set('If-None-Match', '"v1-enterprise"')).status).toBe(304);
    const missing = await request(app()).get('/cv.json?persona=fitness');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});
