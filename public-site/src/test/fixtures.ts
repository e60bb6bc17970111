import type {
  BlogCategory,
  BlogPost,
  BlogTag,
  CaseStudy,
  Certification,
  Education,
  Experience,
  HeroItem,
  Persona,
  SiteInfo,
  Skill,
  SocialLink,
  Testimonial,
} from '@folio/contracts';
import { defaultSiteTexts, mediaPath, type MediaInfo } from '@folio/contracts';

/** Sample answers of the API, one builder per entity so tests change only what they check. */
export const site: SiteInfo = {
  ownerName: 'Jordan Avery',
  siteUrl: 'https://jordan.example',
  description: 'Enterprise technologist, automation entrepreneur and fitness coach.',
  contactEmail: 'jordan@example.com',
  texts: defaultSiteTexts(),
};

export const persona = (overrides: Partial<Persona> = {}): Persona => ({
  id: 4,
  title: 'Enterprise Tech',
  subtitle: 'Solutions Architect at Meridian Cloudworks',
  description: 'I design cloud and integration platforms.',
  imagePath: '/images/personas/enterprise.svg',
  buttonText: 'Connect on LinkedIn',
  buttonUrl: 'https://www.linkedin.com/in/jordan',
  tagType: 'enterprise',
  displayOrder: 1,
  ...overrides,
});

export const personas: Persona[] = [
  persona(),
  persona({
    id: 5,
    title: 'Business Automation',
    subtitle: 'Founder at Brightloop Automation',
    description: 'I automate the repetitive middle.',
    imagePath: '/images/personas/business.svg',
    buttonText: null,
    buttonUrl: null,
    tagType: 'business',
    displayOrder: 2,
  }),
  persona({
    id: 1,
    title: 'Fitness Coach',
    subtitle: 'Head Coach at Ironleaf Performance Lab',
    description: 'I coach busy professionals.',
    imagePath: '/images/personas/fitness.svg',
    buttonText: null,
    buttonUrl: null,
    tagType: 'fitness',
    displayOrder: 3,
  }),
];

export const heroItem = (overrides: Partial<HeroItem> = {}): HeroItem => ({
  id: 1,
  personaId: 4,
  tagType: 'enterprise',
  subtitle: 'Solutions Architect',
  title: 'Architecture that stays calm',
  description: 'Strategy &amp; delivery in full-time emp.',
  imagePath: '/images/hero/enterprise-architecture.svg',
  primaryButtonText: 'View Experience',
  primaryButtonUrl: '#experience',
  secondaryButtonText: 'Contact Me',
  secondaryButtonUrl: '#contact',
  isActive: true,
  displayOrder: 1,
  personaIds: [4],
  ...overrides,
});

export const heroItems: HeroItem[] = [
  heroItem(),
  heroItem({
    id: 2,
    title: 'Make the secure path easy',
    subtitle: 'Cloud Platforms',
    description: 'Landing zones and paved roads.',
    secondaryButtonText: 'Read the Blog',
    secondaryButtonUrl: '/blog?persona=enterprise',
    displayOrder: 2,
  }),
  heroItem({ id: 3, personaId: 1, tagType: 'fitness', title: 'Get strong for the long run', personaIds: [1], displayOrder: 3 }),
];

export const experience = (overrides: Partial<Experience> = {}): Experience => ({
  id: 1,
  title: 'Solutions Architect',
  company: 'Meridian Cloudworks',
  logoPath: '/images/logos/meridian-cloudworks.svg',
  period: '2021 - Present',
  description: 'Led the integration platform\nDesigned the landing zone\n\nCoached eight engineers',
  displayOrder: 1,
  personaIds: [4],
  tagType: 'enterprise',
  tagTypes: ['enterprise'],
  ...overrides,
});

export const experiences: Experience[] = [
  experience(),
  experience({ id: 2, title: 'Founder', company: 'Brightloop Automation', period: '2018 - Present', personaIds: [5], tagType: 'business', tagTypes: ['business'] }),
  experience({ id: 3, title: 'Head Coach', company: 'Ironleaf', period: '2015 - Present', personaIds: [1], tagType: 'fitness', tagTypes: ['fitness'] }),
  experience({ id: 4, title: 'Integration Consultant', company: 'Halcyon Data', period: '2014 - 2016', personaIds: [4, 5], tagType: null, tagTypes: ['enterprise', 'business'] }),
];

export const skill = (overrides: Partial<Skill> = {}): Skill => ({
  id: 1,
  name: 'Cloud Architecture',
  level: 92,
  years: null,
  category: 'technical',
  description: 'Secure, cost-aware cloud platforms.',
  displayOrder: 1,
  personaIds: [4],
  ...overrides,
});

export const skills: Skill[] = [
  skill(),
  skill({ id: 2, name: 'Event-Driven Integration', level: 88, displayOrder: 2 }),
  skill({ id: 3, name: 'Pre-Sales', level: 80, category: 'business', displayOrder: 3 }),
  skill({ id: 4, name: 'Architecture Governance', level: 75, category: 'methodologies', displayOrder: 4 }),
  skill({ id: 5, name: 'Stakeholder Communication', level: 140, category: 'soft-skills', displayOrder: 5 }),
  skill({ id: 6, name: 'Mentoring', level: 85, category: 'soft-skills', displayOrder: 6 }),
];

export const education = (overrides: Partial<Education> = {}): Education => ({
  id: 1,
  degree: 'BSc Computer Science',
  institution: 'University of Westbrook',
  period: '2009 - 2013',
  description: 'Distributed systems\nFinal-year project',
  displayOrder: 1,
  personaIds: [],
  ...overrides,
});

export const educationList: Education[] = [
  education(),
  education({ id: 2, degree: 'Executive Programme in Digital Transformation', institution: 'Lakeshore School', period: '2022', displayOrder: 2 }),
  education({ id: 3, degree: 'Certificate in Coaching', institution: 'Northfield College', period: '2016', displayOrder: 3 }),
];

export const certification = (overrides: Partial<Certification> = {}): Certification => ({
  id: 1,
  name: 'Certified Cloud Solutions Architect',
  issuer: 'Cloud Architecture Guild',
  logoPath: '/images/certifications/cloud-solutions-architect.svg',
  year: '2022',
  displayOrder: 1,
  personaIds: [4],
  ...overrides,
});

export const certifications: Certification[] = [
  certification(),
  certification({ id: 2, name: 'Certified Kubernetes Platform Engineer', issuer: 'Open Container Council', year: '2021', displayOrder: 2 }),
  certification({ id: 3, name: 'Lean Process Practitioner', issuer: 'Lean Institute', year: '2020', displayOrder: 3 }),
];

export const caseStudy = (overrides: Partial<CaseStudy> = {}): CaseStudy => ({
  id: 1,
  title: 'Event-Driven Integration Platform',
  slug: 'event-driven-integration-platform',
  subtitle: 'Replacing nightly batch transfers',
  role: 'Lead architect, team of 6',
  timeline: 'Mar 2023–Feb 2024 · 12 months',
  description: '<p>A shared streaming platform with <strong>data in seconds</strong>.</p>',
  challenge: '<p>Forty teams exchanged overnight files.</p>',
  solution: '<p>A streaming backbone with versioned schemas.</p>',
  results: '<ul><li>18 million events a day</li></ul>',
  imagePath: '/images/case-studies/event-driven-integration.svg',
  tagType: 'enterprise tech',
  technologies: ['Kafka', 'Kubernetes', 'TypeScript', 'OpenTelemetry', 'PostgreSQL', 'Terraform'],
  url: 'https://example.com/case-studies/integration',
  displayOrder: 2,
  personaId: 4,
  personaIds: [4],
  ...overrides,
});

export const caseStudies: CaseStudy[] = [
  caseStudy(),
  caseStudy({
    id: 2,
    title: 'Policy-as-Code Landing Zone',
    slug: 'policy-as-code-landing-zone',
    subtitle: null,
    role: null,
    timeline: null,
    description: `<p>${'A self-service cloud foundation. '.repeat(10)}</p>`,
    technologies: ['Terraform', 'OPA'],
    url: null,
    displayOrder: 1,
  }),
];

export const socialLink = (overrides: Partial<SocialLink> = {}): SocialLink => ({
  id: 1,
  platform: 'LinkedIn',
  url: 'https://www.linkedin.com/in/jordan',
  icon: '/images/icons/linkedin.svg',
  displayOrder: 1,
  personaIds: [],
  ...overrides,
});

export const socialLinks: SocialLink[] = [
  socialLink({ id: 3, platform: 'Email', url: 'mailto:jordan@example.com', icon: '/images/icons/email.svg', displayOrder: 3 }),
  socialLink(),
  socialLink({ id: 2, platform: 'GitHub', url: 'https://github.com/jordan', icon: '/images/icons/github.svg', displayOrder: 2 }),
];

export const testimonial = (overrides: Partial<Testimonial> = {}): Testimonial => ({
  id: 1,
  quote: 'Billing stopped waiting on the slowest feed.',
  author: 'Helen Marsh',
  role: 'VP of Engineering',
  company: 'Kestrel Mutual',
  photoPath: null,
  url: null,
  caseStudyId: null,
  displayOrder: 1,
  personaIds: [4],
  ...overrides,
});

/** Four for Enterprise Tech (one more than show at first; one belongs to case study 1), one for Fitness Coach. */
export const testimonials: Testimonial[] = [
  testimonial(),
  testimonial({ id: 2, quote: 'The landing zone passed its first audit.', author: 'Tomasz Nowak', role: 'Head of Cloud', company: null, displayOrder: 2, caseStudyId: 1 }),
  testimonial({ id: 3, quote: 'Calm in every incident review.', author: 'Aisha Bello', role: null, company: 'Meridian', url: 'https://meridian.example.com', displayOrder: 3 }),
  testimonial({ id: 4, quote: 'Our architects still quote the decision records.', author: 'Lee Chan', photoPath: '/images/people/lee.jpg', displayOrder: 4 }),
  testimonial({ id: 5, quote: 'Stronger at fifty-two than at thirty.', author: 'Sofia Lindqvist', role: 'Product Designer', company: null, displayOrder: 1, personaIds: [1] }),
];

export const categories: BlogCategory[] = [
  { id: 1, name: 'Engineering', slug: 'engineering', description: null, displayOrder: 1 },
  { id: 2, name: 'Training', slug: 'training', description: null, displayOrder: 2 },
];

export const tags: BlogTag[] = [
  { id: 1, name: 'Architecture', slug: 'architecture', displayOrder: 1 },
  { id: 2, name: 'Cloud', slug: 'cloud', displayOrder: 2 },
  { id: 3, name: 'Habits', slug: 'habits', displayOrder: 3 },
];

export const post = (overrides: Partial<BlogPost> = {}): BlogPost => ({
  id: 1,
  title: 'Architecture Decision Records People Read',
  slug: 'architecture-decision-records',
  excerpt: 'Short records that survive reorganisations.',
  content: '## Why\n\nDecisions get lost.',
  featuredImagePath: '/images/blog/architecture-decision-records-people-read.svg',
  featuredImageAlt: 'Stacked decision records beside a decision diamond with one branch chosen',
  featuredImageDecorative: false,
  categoryId: 1,
  tagType: 'enterprise',
  status: 'published',
  displayOrder: 5,
  personaIds: [4],
  tagIds: [1, 2],
  publishedAt: '2026-03-04T10:00:00.000Z',
  viewCount: 12,
  ...overrides,
});

export const posts: BlogPost[] = [
  post({ id: 2, title: 'Periodization for Busy Calendars', slug: 'periodization', categoryId: 2, tagType: 'fitness', displayOrder: 3, viewCount: 1, publishedAt: null, featuredImagePath: null }),
  post(),
  post({ id: 3, title: 'Automation for Everyone', slug: 'automation-for-everyone', categoryId: null, tagType: null, displayOrder: 4, viewCount: 0 }),
];

/** Library images as the API names them, and what a row's `media` says of each. */
export const library = {
  jpeg: mediaPath('0123456789abcdef', 1600, 900, 'jpg'),
  png: mediaPath('fedcba9876543210', 1200, 800, 'png'),
  svg: mediaPath('00112233445566aa', 64, 64, 'svg'),
  gif: mediaPath('aabbccddeeff0011', 480, 270, 'gif'),
} as const;

/** A tiny blurred WebP, as the API sends placeholders. */
export const PLACEHOLDER = 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';

export const mediaOf = (path: string, info: Partial<MediaInfo> = {}): Record<string, MediaInfo> => ({
  [path]: { alt: '', placeholder: PLACEHOLDER, ...info },
});
