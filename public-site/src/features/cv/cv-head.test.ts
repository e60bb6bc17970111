import { defaultSiteTexts, parseTagType } from '@folio/contracts';
import { headHtml } from '../site';
import { enterpriseCv } from './enterprise-cv.fixtures';
import { cvDescription, cvHead } from './cv-head';

const HOSTILE = `</script><script>alert("x")</script> <!-- & 'q' — 日本語`;
const site = { ownerName: 'Jordan Avery', siteUrl: 'https://jordan.example/', description: null, contactEmail: null, texts: defaultSiteTexts() };

describe('cvHead', () => {
  it('keeps the JSON-LD valid and says the hostile text exactly, ending no element early', () => {
    const document = { ...enterpriseCv, name: HOSTILE, headline: HOSTILE };
    const html = headHtml(cvHead(site, parseTagType('enterprise'), document));
    const parsed = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');

    expect(parsed.body.innerHTML).toBe('');
    expect(parsed.title).toBe(`CV — ${HOSTILE} — Enterprise Tech`);
    const [profile] = [...parsed.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
    expect(profile.mainEntity).toMatchObject({ '@type': 'Person', name: HOSTILE, description: HOSTILE });
  });

  it('describes the CV by its headline and summary, at most 200 characters cut at a word', () => {
    const long = cvDescription({ ...enterpriseCv, summary: 'word '.repeat(100) });
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long).toMatch(/^Solutions architect for regulated industries\. word word .*word…$/);
    expect(cvDescription({ ...enterpriseCv, headline: null, summary: null })).toBe(
      'The CV of Jordan Avery, Enterprise Tech: experience, skills, education and selected work.',
    );
  });

  it('lists the credentials and schools as schema.org types, leaving out what the CV does not show', () => {
    const document = {
      ...enterpriseCv,
      contact: {},
      sections: [
        { key: 'education' as const, title: 'Education', items: [{ id: 1, degree: 'MSc', institution: 'Lisbon Tech', period: '2008', description: '' }] },
        { key: 'certifications' as const, title: 'Certifications', items: [{ id: 1, name: 'CKA', issuer: 'CNCF', year: '2023' }] },
      ],
    };
    const person = (cvHead(site, 'enterprise', document).jsonLd[0] as { mainEntity: Record<string, unknown> }).mainEntity;

    expect(person).not.toHaveProperty('email');
    expect(person.alumniOf).toEqual([{ '@type': 'EducationalOrganization', name: 'Lisbon Tech' }]);
    expect(person.hasCredential).toEqual([
      { '@type': 'EducationalOccupationalCredential', name: 'CKA', recognizedBy: { '@type': 'Organization', name: 'CNCF' } },
    ]);
  });

  it('keeps a CV the API has not (a 404) out of search engines, with no link preview or markup', () => {
    const head = cvHead(site, 'fitness', undefined);
    expect(head).toMatchObject({ title: 'CV — Jordan Avery — Fitness Coach', robots: 'noindex, follow', image: null, jsonLd: [] });
  });
});
