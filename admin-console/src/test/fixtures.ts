import type { ResourceKey } from '../api/resources';

export type Row = { id: number } & Record<string, unknown>;

/**
 * One stored item per resource (plus the three built-in personas), fresh for every test. A kind
 * left out here starts empty in the fake API.
 */
export function seedData() {
  return {
    personas: [
      {
        id: 4,
        title: 'Enterprise Tech',
        subtitle: 'Solutions Architect',
        description: 'Cloud and integration platforms.',
        imagePath: '/images/personas/enterprise.svg',
        buttonText: 'Connect on LinkedIn',
        buttonUrl: 'https://www.linkedin.com/in/jordan-avery-folio',
        tagType: 'enterprise',
        displayOrder: 1,
      },
      {
        id: 5,
        title: 'Business Automation',
        subtitle: 'Founder',
        description: 'Automation for small teams.',
        imagePath: '/images/personas/business.svg',
        buttonText: null,
        buttonUrl: null,
        tagType: 'business',
        displayOrder: 2,
      },
      {
        id: 1,
        title: 'Fitness Coach',
        subtitle: 'Head Coach',
        description: 'Strength for busy people.',
        imagePath: '/images/personas/fitness.svg',
        buttonText: null,
        buttonUrl: null,
        tagType: 'fitness',
        displayOrder: 3,
      },
    ],
    companies: [{ id: 1, name: 'Meridian Cloudworks', logoPath: '/images/logos/meridian.svg', displayOrder: 0 }],
    experiences: [
      {
        id: 1,
        title: 'Solutions Architect',
        company: 'Meridian Cloudworks',
        period: '2020 - Present',
        description: 'Designed landing zones.\nLed reviews.',
        logoPath: '/images/logos/meridian.svg',
        displayOrder: 0,
        personaIds: [4],
        tagType: 'enterprise',
        tagTypes: ['enterprise'],
      },
    ],
    skills: [
      { id: 1, name: 'Kubernetes', category: 'technical', level: 80, description: 'Clusters at scale.', displayOrder: 0, personaIds: [4] },
    ],
    education: [
      {
        id: 1,
        degree: 'BSc Computer Science',
        institution: 'Northfield University',
        period: '2008 - 2012',
        description: 'Distributed systems.',
        displayOrder: 0,
        personaIds: [],
      },
    ],
    certifications: [
      { id: 1, name: 'Cloud Architect Professional', issuer: 'Cloud Guild', year: '2022', logoPath: '/images/logos/guild.svg', displayOrder: 0, personaIds: [] },
    ],
    'hero-items': [
      {
        id: 1,
        personaId: 4,
        tagType: 'enterprise',
        subtitle: 'Enterprise Tech',
        title: 'Platforms that stay calm',
        description: 'Cloud platforms for regulated organisations.',
        imagePath: '/images/hero/enterprise.svg',
        primaryButtonText: 'View Experience',
        primaryButtonUrl: '#experience',
        secondaryButtonText: 'Contact Me',
        secondaryButtonUrl: '#contact',
        isActive: false,
        displayOrder: 0,
        personaIds: [4],
      },
    ],
    'social-links': [{ id: 1, platform: 'GitHub', url: 'https://github.com/jordan-avery', icon: '/images/icons/github.svg', displayOrder: 0 }],
    'case-studies': [
      {
        id: 1,
        title: 'Landing Zone Rollout',
        subtitle: 'Regulated bank',
        role: 'Lead architect',
        timeline: null,
        description: '<p>A landing zone for <strong>forty</strong> teams.</p>',
        challenge: '<p>Audit findings.</p>',
        solution: '<p>Guardrails as code.</p>',
        results: '<p>Zero findings.</p>',
        imagePath: null,
        tagType: 'enterprise',
        technologies: ['Terraform', 'Azure'],
        url: null,
        displayOrder: 0,
        personaId: 4,
        personaIds: [4],
      },
    ],
    testimonials: [
      {
        id: 1,
        quote: 'Audits stopped being a scramble: the evidence is simply there.',
        author: 'Dana Whitfield',
        role: 'Head of Platform Risk',
        company: 'Harbour Mutual',
        photoPath: null,
        url: null,
        caseStudyId: 1,
        displayOrder: 0,
        personaIds: [4],
      },
    ],
    'blog-categories': [{ id: 1, name: 'Architecture', slug: 'architecture', description: 'Designs that last.', displayOrder: 0 }],
    'blog-tags': [
      { id: 1, name: 'Cloud', slug: 'cloud', displayOrder: 0 },
      { id: 2, name: 'Automation', slug: 'automation', displayOrder: 0 },
    ],
    'blog-posts': [
      {
        id: 1,
        title: 'Cloud Landing Zone Checklist',
        slug: 'cloud-landing-zone-checklist',
        excerpt: 'What to settle before the first workload.',
        content: '# Checklist\n\n- [x] Identity',
        featuredImagePath: null,
        featuredImageAlt: null,
        featuredImageDecorative: false,
        categoryId: 1,
        tagType: 'enterprise',
        status: 'published',
        displayOrder: 0,
        personaIds: [99],
        tagIds: [1],
        viewCount: 12,
        publishedAt: '2026-03-04T10:00:00.000Z',
      },
    ],
  } satisfies Partial<Record<ResourceKey, Row[]>>;
}
