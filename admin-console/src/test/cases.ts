import type { ResourceKey } from '../api/resources';
import type { Step } from './ui';

/**
 * One row per kind of content: how to reach it, what a valid new item looks like and what the
 * console must send for it, and one edit. Texts are the spec's (its screens and toasts), written out on purpose.
 */
export interface EntityCase {
  resource: ResourceKey;
  /** Its list's address, written out: the console's addresses are part of what it promises. */
  address: string;
  tabs: string[];
  /** 'Add X' / 'Update X'. */
  noun: string;
  /** The spec's toast '<Entity> added successfully'. */
  entity: string;
  /** The spec's fallback error 'Failed to add <x>'. */
  lower: string;
  empty: string;
  loading: string;
  /** The seeded item's title, as its row heading. */
  existing: string;
  existingId: number;
  fill: Step[];
  /** The new item's row heading. */
  created: string;
  sent: Record<string, unknown>;
  edit: { label: string; value: string };
}

export const ENTITY_CASES: EntityCase[] = [
  {
    resource: 'companies',
    address: '/admin/companies',
    tabs: ['Companies'],
    noun: 'Company',
    entity: 'Company',
    lower: 'company',
    empty: 'No companies found. Add your first company!',
    loading: 'Loading companies...',
    existing: 'Meridian Cloudworks',
    existingId: 1,
    fill: [
      { type: 'Company Name', value: 'Brightloop Automation' },
      { type: 'Logo Path', value: '/images/logos/brightloop.svg' },
    ],
    created: 'Brightloop Automation',
    sent: { name: 'Brightloop Automation', logoPath: '/images/logos/brightloop.svg', displayOrder: 0 },
    edit: { label: 'Company Name', value: 'Meridian Cloud' },
  },
  {
    resource: 'experiences',
    address: '/admin/experiences',
    tabs: ['Experiences'],
    noun: 'Experience',
    entity: 'Experience',
    lower: 'experience',
    empty: 'No experiences found. Add your first experience!',
    loading: 'Loading experiences...',
    existing: 'Solutions Architect',
    existingId: 1,
    fill: [
      { type: 'Job Title', value: 'Head Coach' },
      { type: 'Company', value: 'Ironleaf Performance Lab' },
      { type: 'Time Period', value: '2018 - Present' },
      { type: 'Logo Path', value: '/images/logos/ironleaf.svg' },
      { type: 'Description', value: 'Coached athletes.' },
      { check: 'Fitness Coach' },
    ],
    created: 'Head Coach',
    sent: {
      title: 'Head Coach',
      company: 'Ironleaf Performance Lab',
      period: '2018 - Present',
      logoPath: '/images/logos/ironleaf.svg',
      description: 'Coached athletes.',
      displayOrder: 0,
      personaIds: [1],
    },
    edit: { label: 'Job Title', value: 'Principal Architect' },
  },
  {
    resource: 'skills',
    address: '/admin/skills',
    tabs: ['Skills'],
    noun: 'Skill',
    entity: 'Skill',
    lower: 'skill',
    empty: 'No skills found. Add your first skill!',
    loading: 'Loading skills...',
    existing: 'Kubernetes',
    existingId: 1,
    fill: [
      { type: 'Skill Name', value: 'TypeScript' },
      { type: 'Description', value: 'Typed JavaScript.' },
    ],
    created: 'TypeScript',
    // Defaults: category technical, level 50.
    sent: { name: 'TypeScript', category: 'technical', level: 50, description: 'Typed JavaScript.', displayOrder: 0, personaIds: [] },
    edit: { label: 'Skill Name', value: 'Kubernetes Operations' },
  },
  {
    resource: 'education',
    address: '/admin/education',
    tabs: ['Education'],
    noun: 'Education',
    entity: 'Education entry',
    lower: 'education entry',
    empty: 'No education entries found. Add your first education entry!',
    loading: 'Loading education...',
    existing: 'BSc Computer Science',
    existingId: 1,
    fill: [
      { type: 'Degree / Certification', value: 'MSc Sports Science' },
      { type: 'Institution', value: 'Riverside College' },
      { type: 'Time Period', value: '2013 - 2014' },
      { type: 'Description', value: 'Strength and conditioning.' },
    ],
    created: 'MSc Sports Science',
    sent: {
      degree: 'MSc Sports Science',
      institution: 'Riverside College',
      period: '2013 - 2014',
      description: 'Strength and conditioning.',
      displayOrder: 0,
      personaIds: [],
    },
    edit: { label: 'Degree / Certification', value: 'BSc Software Engineering' },
  },
  {
    resource: 'certifications',
    address: '/admin/certifications',
    tabs: ['Certifications'],
    noun: 'Certification',
    entity: 'Certification',
    lower: 'certification',
    empty: 'No certifications found. Add your first certification!',
    loading: 'Loading certifications...',
    existing: 'Cloud Architect Professional',
    existingId: 1,
    fill: [
      { type: 'Certification Name', value: 'Strength Coach Level 2' },
      { type: 'Issuer', value: 'Coaching Board' },
      { type: 'Year', value: '2021' },
      { type: 'Logo Path', value: '/images/logos/board.svg' },
    ],
    created: 'Strength Coach Level 2',
    sent: { name: 'Strength Coach Level 2', issuer: 'Coaching Board', year: '2021', logoPath: '/images/logos/board.svg', displayOrder: 0, personaIds: [] },
    edit: { label: 'Certification Name', value: 'Cloud Architect Expert' },
  },
  {
    resource: 'personas',
    address: '/admin/personas',
    tabs: ['Personas'],
    noun: 'Persona',
    entity: 'Persona',
    lower: 'persona',
    empty: 'No personas found. Add your first persona!',
    loading: 'Loading personas...',
    existing: 'Enterprise Tech',
    existingId: 4,
    fill: [
      { type: 'Title', value: 'Speaker' },
      { type: 'Subtitle', value: 'Conference talks' },
      { type: 'Description', value: 'Talks about platforms.' },
      { type: 'Image Path', value: '/images/personas/speaker.svg' },
    ],
    created: 'Speaker',
    sent: {
      title: 'Speaker',
      subtitle: 'Conference talks',
      description: 'Talks about platforms.',
      imagePath: '/images/personas/speaker.svg',
      buttonText: null,
      buttonUrl: null,
      tagType: null,
      displayOrder: 0,
    },
    edit: { label: 'Title', value: 'Enterprise Technology' },
  },
  {
    resource: 'case-studies',
    address: '/admin/case-studies',
    tabs: ['Case Studies'],
    noun: 'Case Study',
    entity: 'Case study',
    lower: 'case study',
    empty: 'No case studies found. Add your first case study!',
    loading: 'Loading case studies...',
    existing: 'Landing Zone Rollout',
    existingId: 1,
    fill: [
      { type: 'Title', value: 'Invoice Automation' },
      { select: 'Persona', option: 'Business Automation' },
      { type: 'Description', value: '<p>Invoices.</p>' },
      { type: 'Challenge', value: 'Manual entry.' },
      { type: 'Solution', value: 'A workflow.' },
      { type: 'Results', value: 'Hours saved.' },
      { type: 'Technologies', value: ' n8n ,  Postgres,, ' },
      { check: 'Business Automation' },
    ],
    created: 'Invoice Automation',
    sent: {
      title: 'Invoice Automation',
      personaId: 5,
      description: '<p>Invoices.</p>',
      challenge: 'Manual entry.',
      solution: 'A workflow.',
      results: 'Hours saved.',
      technologies: ['n8n', 'Postgres'],
      url: null,
      personaIds: [5],
    },
    edit: { label: 'Title', value: 'Landing Zone for Forty Teams' },
  },
  {
    resource: 'testimonials',
    address: '/admin/testimonials',
    tabs: ['Testimonials'],
    noun: 'Testimonial',
    entity: 'Testimonial',
    lower: 'testimonial',
    empty: 'No testimonials found. Add your first testimonial!',
    loading: 'Loading testimonials...',
    existing: 'Dana Whitfield',
    existingId: 1,
    fill: [
      { type: 'Quote', value: 'Three sessions a week, and my back has never been better.' },
      { type: 'Author', value: 'Sam Okafor' },
      { type: 'Role', value: 'Software Engineer' },
      { select: 'Case Study', option: 'Landing Zone Rollout' },
      { check: 'Fitness Coach' },
    ],
    created: 'Sam Okafor',
    sent: {
      quote: 'Three sessions a week, and my back has never been better.',
      author: 'Sam Okafor',
      role: 'Software Engineer',
      company: null,
      photoPath: null,
      url: null,
      caseStudyId: 1,
      displayOrder: 0,
      personaIds: [1],
    },
    edit: { label: 'Author', value: 'Dana W.' },
  },
  {
    resource: 'hero-items',
    address: '/admin/hero-items',
    tabs: ['Hero Items'],
    noun: 'Hero Item',
    entity: 'Hero item',
    lower: 'hero item',
    empty: 'No hero items found. Add your first hero item!',
    loading: 'Loading hero items...',
    existing: 'Platforms that stay calm',
    existingId: 1,
    fill: [
      { select: 'Persona', option: 'Fitness Coach' },
      { select: 'Tag Type', option: 'Fitness' },
      { type: 'Title', value: 'Strong for life' },
      { type: 'Subtitle', value: 'Fitness Coach' },
      { type: 'Description', value: 'Programs that fit.' },
      { type: 'Image Path', value: '/images/hero/fitness.svg' },
    ],
    created: 'Strong for life',
    // The spec's hero item defaults, and the tag type in lower case.
    sent: {
      personaId: 1,
      tagType: 'fitness',
      title: 'Strong for life',
      subtitle: 'Fitness Coach',
      description: 'Programs that fit.',
      imagePath: '/images/hero/fitness.svg',
      primaryButtonText: 'View Experience',
      primaryButtonUrl: '#experience',
      secondaryButtonText: 'Contact Me',
      secondaryButtonUrl: '#contact',
      isActive: true,
      displayOrder: 0,
      personaIds: [],
    },
    edit: { label: 'Title', value: 'Platforms that never sleep' },
  },
  {
    resource: 'social-links',
    address: '/admin/social-links',
    tabs: ['Social Links'],
    noun: 'Social Link',
    entity: 'Social link',
    lower: 'social link',
    empty: 'No social links found. Add your first social link!',
    loading: 'Loading social links...',
    existing: 'GitHub',
    existingId: 1,
    fill: [
      { type: 'Platform', value: 'LinkedIn' },
      { type: 'URL', value: 'https://www.linkedin.com/in/jordan' },
      { type: 'Icon Path', value: '/images/icons/linkedin.svg' },
    ],
    created: 'LinkedIn',
    sent: { platform: 'LinkedIn', url: 'https://www.linkedin.com/in/jordan', icon: '/images/icons/linkedin.svg', displayOrder: 0 },
    edit: { label: 'Platform', value: 'GitHub Sponsors' },
  },
  {
    resource: 'blog-posts',
    address: '/admin/blog/posts',
    tabs: ['Blog'],
    noun: 'Post',
    entity: 'Post',
    lower: 'post',
    empty: 'No posts yet. Add one to get started!',
    loading: 'Loading posts...',
    existing: 'Cloud Landing Zone Checklist',
    existingId: 1,
    fill: [
      { type: 'Title', value: 'Webhooks Done Right' },
      { type: 'Content', value: 'Retries and idempotency.' },
      { select: 'Category', option: 'Architecture' },
      { check: 'Automation' },
    ],
    created: 'Webhooks Done Right',
    // New posts default to draft; the slug follows the title.
    sent: {
      title: 'Webhooks Done Right',
      slug: 'webhooks-done-right',
      content: 'Retries and idempotency.',
      status: 'draft',
      categoryId: 1,
      tagType: null,
      tagIds: [2],
      personaIds: [],
      // One above the top post (order 0): a new post comes first.
      displayOrder: 1,
    },
    edit: { label: 'Title', value: 'Landing Zone Checklist, Revised' },
  },
  {
    resource: 'blog-categories',
    address: '/admin/blog/categories',
    tabs: ['Blog', 'Categories'],
    noun: 'Category',
    entity: 'Category',
    lower: 'category',
    empty: 'No categories yet. Add one to get started!',
    loading: 'Loading categories...',
    existing: 'Architecture',
    existingId: 1,
    fill: [{ type: 'Name', value: 'Strength Training' }],
    created: 'Strength Training',
    sent: { name: 'Strength Training', slug: 'strength-training', description: null, displayOrder: 0 },
    edit: { label: 'Name', value: 'Software Architecture' },
  },
  {
    resource: 'blog-tags',
    address: '/admin/blog/tags',
    tabs: ['Blog', 'Tags'],
    noun: 'Tag',
    entity: 'Tag',
    lower: 'tag',
    empty: 'No tags yet. Add one to get started!',
    loading: 'Loading tags...',
    existing: 'Cloud',
    existingId: 1,
    fill: [{ type: 'Name', value: 'Deadlifts' }],
    created: 'Deadlifts',
    sent: { name: 'Deadlifts', slug: 'deadlifts', displayOrder: 0 },
    edit: { label: 'Name', value: 'Cloud Native' },
  },
];

/** Where each resource's writes go. */
export const writePath = (resource: ResourceKey) =>
  resource.startsWith('blog-') ? `/api/admin/blog/${resource.slice('blog-'.length)}` : `/api/admin/${resource}`;
/** Where each resource's list is read: the console's own paged post list, the public blog lists for categories and tags. */
export const listPath = (resource: ResourceKey) => {
  if (resource === 'blog-posts') return '/api/admin/blog/posts';
  return resource.startsWith('blog-') ? `/api/blog/${resource.slice('blog-'.length)}` : `/api/admin/${resource}`;
};
