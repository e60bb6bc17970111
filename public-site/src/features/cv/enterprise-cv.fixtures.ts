import type { CvDocument, TagType } from '@folio/contracts';
import { http, HttpResponse } from 'msw';
import { api, server } from '../../test/server';

/** Test data: the enterprise CV, its sections in the owner's order (not the site's), two left out. */
export const enterpriseCv: CvDocument = {
  persona: 'enterprise',
  personaTitle: 'Enterprise Tech',
  name: 'Jordan Avery',
  headline: 'Solutions architect for regulated industries',
  summary: 'Fifteen years of integration platforms, cloud migrations and the teams that run them.',
  contact: { email: 'jordan@example.com', website: 'https://jordan.example/', location: 'Lisbon, Portugal' },
  profiles: [
    { network: 'GitHub', url: 'https://github.com/jordan' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/in/jordan' },
  ],
  pageSize: 'LETTER',
  sections: [
    {
      key: 'skills',
      title: 'Skills',
      groups: [{ category: 'cloud', label: 'Cloud', skills: [{ id: 1, name: 'Kubernetes', level: 90 }, { id: 2, name: 'Terraform', level: 80 }] }],
    },
    {
      key: 'experience',
      title: 'Experience',
      items: [
        {
          id: 1,
          title: 'Solutions Architect',
          company: 'Meridian Cloudworks',
          period: '2019 – Present',
          highlights: ['Led the event-driven integration platform', 'Cut batch windows from hours to minutes'],
        },
      ],
    },
    {
      key: 'caseStudies',
      title: 'Selected case studies',
      items: [
        {
          id: 1,
          title: 'Event-Driven Integration Platform',
          subtitle: 'Replacing nightly batch transfers',
          summary: 'Kafka-based integration across twelve systems.',
          path: '/?persona=enterprise&case=1',
          url: 'https://example.com/platform',
          technologies: ['Kafka', 'Kubernetes'],
        },
      ],
    },
  ],
  siteUrl: 'https://jordan.example',
  version: 'v1',
};

/** The all-persona CV: no persona, A4, one section. */
export const allCv: CvDocument = {
  ...enterpriseCv,
  persona: null,
  personaTitle: null,
  headline: 'Enterprise technologist, automation entrepreneur and fitness coach.',
  pageSize: 'A4',
  sections: [{ key: 'certifications', title: 'Certifications', items: [{ id: 1, name: 'Certified Kubernetes Administrator', issuer: 'CNCF', year: '2023' }] }],
};

/**
 * GET /api/cv as the API answers it: `documents` by persona ('all' for none), 404 for a persona it
 * has none for (and for an unknown one). Records the query each request asked with.
 */
export function serveCv(documents: Partial<Record<TagType | 'all', CvDocument>> = { all: allCv, enterprise: enterpriseCv }): string[] {
  const asked: string[] = [];
  server.use(
    http.get(api('cv'), ({ request }) => {
      const { search } = new URL(request.url);
      asked.push(search);
      const persona = new URL(request.url).searchParams.get('persona') ?? 'all';
      const found = documents[persona as TagType | 'all'];
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'CV not found' }, { status: 404 });
    }),
  );
  return asked;
}
