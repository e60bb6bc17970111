import { CV_SECTION_TITLES, PERSONA_TITLES, type CvCaseStudy, type CvDocument, type CvExperience, type CvSection, type CvSkillGroup, type TagType } from '@folio/contracts';

/** Test support: CV documents as GET /api/cv answers them for the seeded sample portfolio (api/src/seed/samples). */

const experience: Record<TagType, CvExperience[]> = {
  enterprise: [
    {
      id: 1,
      title: 'Solutions Architect',
      company: 'Meridian Cloudworks',
      period: '2021 - Present',
      highlights: [
        'Lead architect for a 40-team event-driven integration platform processing 18 million messages a day at 99.95% availability',
        'Designed a policy-as-code cloud landing zone that cut new-environment lead time from six weeks to two days',
        'Introduced lightweight architecture decision records, now used by every product team in the engineering organisation',
        'Coach and review the designs of eight senior engineers working towards architect roles',
      ],
    },
    {
      id: 2,
      title: 'Senior Integration Engineer',
      company: 'Meridian Cloudworks',
      period: '2019 - 2021',
      highlights: [
        'Replaced nightly batch file transfers with streaming integrations, reducing data latency from 24 hours to under a minute',
        'Built a shared integration toolkit with retries, idempotency keys and tracing adopted by 14 services',
        'Ran the on-call rotation redesign that halved after-hours pages within two quarters',
      ],
    },
    {
      id: 3,
      title: 'Systems Engineer',
      company: 'Halcyon Data Group',
      period: '2016 - 2019',
      highlights: [
        'Migrated 120 virtual machines from an ageing data centre to infrastructure as code with zero unplanned downtime',
        'Automated patching and compliance reporting, saving the operations team roughly 30 hours a month',
        'Wrote the runbooks and recovery drills that took disaster-recovery tests from yearly to quarterly',
      ],
    },
  ],
  business: [
    {
      id: 4,
      title: 'Founder and Principal Consultant',
      company: 'Brightloop Automation',
      period: '2020 - Present',
      highlights: [
        'Founded a business-automation consultancy serving 35+ small businesses in professional services, retail and health',
        'Delivered onboarding, invoicing and reporting workflows that save clients an average of 11 hours per week',
        'Built a fixed-price discovery and delivery method that keeps 90% of projects on budget',
        'Grew revenue through referrals alone for the first three years',
      ],
    },
    {
      id: 5,
      title: 'Fractional Operations Lead',
      company: 'Ironleaf Performance Lab',
      period: 'Jan 2021 – Mar 2023',
      highlights: [
        'Automated class booking, memberships and payment reminders, cutting front-desk admin by 60%',
        'Introduced a simple weekly metrics dashboard for retention, revenue and coach utilisation',
        'Documented every workflow so the gym team could run and change the systems without outside help',
      ],
    },
    {
      id: 6,
      title: 'Business Process Analyst',
      company: 'Stonebridge Mutual',
      period: '2013–2016',
      highlights: [
        'Mapped the claims intake process end to end and removed four redundant hand-offs',
        'Designed form and routing automation that shortened first-response time on claims from five days to one',
        'Trained 60 staff on the new process and measured adoption with the team leads',
      ],
    },
  ],
  fitness: [
    {
      id: 7,
      title: 'Head Strength and Conditioning Coach',
      company: 'Ironleaf Performance Lab',
      period: '2019 - Present',
      highlights: [
        'Design periodized programs for 80+ members, from first-time lifters to competitive amateur athletes',
        'Built a hybrid coaching model with in-person sessions and structured remote check-ins that lifted 12-month retention to 78%',
        'Mentor a team of four coaches on assessment, programming and cueing',
      ],
    },
    {
      id: 8,
      title: 'Personal Trainer',
      company: 'Summit Street Athletic Club',
      period: '2014 - 2019',
      highlights: [
        'Coached more than 200 clients through strength, mobility and return-to-training programs',
        'Launched a small-group strength class that grew to four sessions a week with a waiting list',
        'Partnered with local physiotherapists on safe progressions after injury',
      ],
    },
  ],
};

const skill = (id: number, name: string, level: number) => ({ id, name, level });
const skills: Record<TagType, CvSkillGroup[]> = {
  enterprise: [
    {
      category: 'technical',
      label: 'Technical',
      skills: [skill(1, 'Cloud Architecture', 92), skill(2, 'Event-Driven Integration', 90), skill(3, 'Infrastructure as Code', 85), skill(4, 'Kubernetes and Containers', 80), skill(5, 'TypeScript and Node.js', 78)],
    },
    { category: 'business', label: 'Business', skills: [skill(9, 'Pre-Sales and Solution Design', 75)] },
    { category: 'methodologies', label: 'Methodologies', skills: [skill(13, 'Architecture Governance', 88), skill(14, 'Agile Delivery', 80)] },
    { category: 'soft-skills', label: 'Soft skills', skills: [skill(18, 'Stakeholder Communication', 85), skill(19, 'Workshop Facilitation', 80)] },
  ],
  business: [
    { category: 'technical', label: 'Technical', skills: [skill(6, 'Workflow Automation Platforms', 90)] },
    { category: 'business', label: 'Business', skills: [skill(10, 'Process Mapping', 92), skill(11, 'Pricing and Proposals', 80)] },
    { category: 'methodologies', label: 'Methodologies', skills: [skill(15, 'Lean Process Improvement', 85)] },
    { category: 'soft-skills', label: 'Soft skills', skills: [skill(19, 'Workshop Facilitation', 80)] },
  ],
  fitness: [
    { category: 'technical', label: 'Technical', skills: [skill(7, 'Strength Training Technique', 95), skill(8, 'Nutrition Fundamentals', 75)] },
    { category: 'business', label: 'Business', skills: [skill(12, 'Coaching Business Operations', 70)] },
    { category: 'methodologies', label: 'Methodologies', skills: [skill(16, 'Periodization and Program Design', 92), skill(17, 'Movement Assessment', 88)] },
    { category: 'soft-skills', label: 'Soft skills', skills: [skill(20, 'Coaching and Motivation', 95)] },
  ],
};

const caseStudies: Record<TagType, CvCaseStudy[]> = {
  enterprise: [
    {
      id: 1,
      title: 'Event-Driven Integration Platform',
      subtitle: 'Replacing nightly batch transfers for 40 product teams',
      summary:
        'A shared streaming platform that replaced more than 300 nightly file transfers between policy, billing and claims systems at a large insurer, with data arriving in seconds instead of the next morning.',
      path: '/?persona=enterprise&case=1',
      url: 'https://meridian-cloudworks.example.com/case-studies/event-driven-integration',
      technologies: ['Apache Kafka', 'Kubernetes', 'TypeScript', 'OpenTelemetry', 'PostgreSQL', 'Terraform', 'JSON Schema'],
    },
    {
      id: 2,
      title: 'Policy-as-Code Cloud Landing Zone',
      subtitle: 'From six-week environment requests to two days',
      summary: 'A self-service landing zone where every new cloud environment arrives with networking, identity and guardrails already in place, checked by policy as code rather than by tickets.',
      path: '/?persona=enterprise&case=2',
      url: null,
      technologies: ['Terraform', 'Open Policy Agent', 'GitHub Actions', 'Cloud IAM'],
    },
  ],
  business: [
    {
      id: 3,
      title: 'Client Onboarding Autopilot',
      subtitle: 'A 12-person accounting firm',
      summary: 'Onboarding a new client took eleven emails and two weeks; now one form starts the engagement letter, the document requests and the practice-management record in an afternoon.',
      path: '/?persona=business&case=3',
      url: 'https://brightloop.example.com/work/client-onboarding',
      technologies: ['n8n', 'PostgreSQL', 'Webhooks', 'E-signature API', 'Python'],
    },
  ],
  fitness: [
    {
      id: 5,
      title: 'Return to Strength for Desk Workers',
      subtitle: 'A 12-week small-group program',
      summary: 'A small-group program for office workers returning to training after years away, built around movement screening, gradual loading and check-ins that fit a working week.',
      path: '/?persona=fitness&case=5',
      url: null,
      technologies: ['Movement screening', 'Progressive overload templates', 'Video form review'],
    },
  ],
};

const education = {
  enterprise: [{ id: 1, degree: 'BSc Computer Science', institution: 'University of Westbrook', period: '2009 - 2013', description: 'Focus on distributed systems and databases\nFinal-year project: a fault-tolerant message broker for campus IoT sensors' }],
  business: [{ id: 2, degree: 'Graduate Certificate in Operations Management', institution: 'Lakeshore School of Business', period: '2018 - 2019', description: 'Lean operations, process design and service quality' }],
  fitness: [{ id: 3, degree: 'Level 3 Diploma in Personal Training', institution: 'Northgate Sports Academy', period: '2013', description: '' }],
} satisfies Record<TagType, unknown>;

const certifications = {
  enterprise: [
    { id: 1, name: 'Certified Cloud Solutions Architect - Professional', issuer: 'Cloud Architecture Guild', year: '2022' },
    { id: 2, name: 'Certified Kubernetes Platform Engineer', issuer: 'Open Container Council', year: '2021' },
  ],
  business: [{ id: 3, name: 'Certified Automation Professional', issuer: 'Workflow Automation Alliance', year: '2020' }],
  fitness: [{ id: 4, name: 'Certified Strength and Conditioning Specialist', issuer: 'Strength Coaching Board', year: 'ongoing' }],
} satisfies Record<TagType, unknown>;

const headlines: Record<TagType, string> = {
  enterprise: 'Solutions Architect at Meridian Cloudworks',
  business: 'Founder and Principal Consultant at Brightloop Automation',
  fitness: 'Head Strength and Conditioning Coach at Ironleaf Performance Lab',
};
const summaries: Record<TagType, string> = {
  enterprise:
    'I design cloud and integration platforms for regulated organisations that cannot afford to stop while they modernise. Over twelve years I have moved from the service desk to architecture reviews, and I still judge a design by how calmly it behaves at 3 a.m. My focus is event-driven integration, landing zones that make the secure path the easy path, and documentation people actually read.',
  business:
    'Brightloop helps small teams stop copying data between tools and start spending their hours on clients. I map how work really flows, automate the repetitive middle with dependable, documented workflows, and hand over systems the team can own.',
  fitness:
    'I coach busy professionals and amateur athletes to get strong, move well and stay consistent for years rather than weeks. Every client gets a plan that fits the calendar they actually have.',
};

const sectionsOf = (personas: readonly TagType[]): CvSection[] => [
  // At most six roles: the all-persona CV's default limit (defaultCvProfileSettings).
  { key: 'experience', title: CV_SECTION_TITLES.experience, items: personas.flatMap((persona) => experience[persona]).slice(0, 6) },
  { key: 'skills', title: CV_SECTION_TITLES.skills, groups: personas.length === 1 ? skills[personas[0]!] : skills.enterprise },
  { key: 'education', title: CV_SECTION_TITLES.education, items: personas.flatMap((persona) => education[persona]) },
  { key: 'certifications', title: CV_SECTION_TITLES.certifications, items: personas.flatMap((persona) => certifications[persona]) },
  { key: 'caseStudies', title: CV_SECTION_TITLES.caseStudies, items: personas.flatMap((persona) => caseStudies[persona]).slice(0, 3) },
];

const base = {
  name: 'Jordan Avery',
  contact: { email: 'hello@jordan.example', location: 'Bristol, United Kingdom', website: 'https://jordan.example/' },
  profiles: [
    { network: 'LinkedIn', url: 'https://www.linkedin.com/in/jordan-avery-folio' },
    { network: 'GitHub', url: 'https://github.com/jordan-avery-folio' },
  ],
  pageSize: 'A4' as const,
  siteUrl: 'https://jordan.example/',
};

/** One persona's CV as the API answers it. */
export function personaCv(persona: TagType, change: Partial<CvDocument> = {}): CvDocument {
  return {
    ...base,
    persona,
    personaTitle: PERSONA_TITLES[persona],
    headline: headlines[persona],
    summary: summaries[persona],
    sections: sectionsOf([persona]),
    version: `v1-${persona}`,
    ...change,
  };
}

/** The all-persona CV. */
export function allCv(change: Partial<CvDocument> = {}): CvDocument {
  return {
    ...base,
    persona: null,
    personaTitle: null,
    headline: 'Solutions architect, automation consultant and strength coach',
    summary: null,
    sections: sectionsOf(['enterprise', 'business', 'fitness']),
    version: 'v1-all',
    ...change,
  };
}

/** Whatever a careless or hostile owner could type: none of it may fail the PDF. */
export function hostileCv(): CvDocument {
  const long = 'x'.repeat(5000);
  return personaCv('enterprise', {
    name: 'Zoë Łukasz 🚀 <script>alert(1)</script>',
    headline: 'שלום עולם — مرحبا بالعالم',
    summary: `Emoji 🎉👩‍💻🏋️‍♀️ and RTL: עברית ועוד, العربية هنا. ${long}`,
    contact: { email: 'z@example.com', phone: '+44 20 7946 0000', location: 'תל אביב', website: 'https://example.com/' },
    sections: [
      { key: 'experience', title: 'Experience', items: [{ id: 1, title: long, company: 'Company ☕', period: 'sometime', highlights: ['', '<script>alert("x")</script>', 'مرحبا '.repeat(200), '\u200f\u202e reversed \u202c'] }] },
      { key: 'skills', title: 'Skills', groups: [{ category: 'technical', label: 'Technical', skills: [] }] },
      { key: 'education', title: 'Education', items: [] },
      { key: 'certifications', title: 'Certifications', items: [{ id: 1, name: '🏅', issuer: '', year: '' }] },
      { key: 'caseStudies', title: 'Selected case studies', items: [{ id: 1, title: '陈'.repeat(400), subtitle: null, summary: '', path: '/?persona=enterprise&case=1', url: null, technologies: [] }] },
    ],
    version: 'v1-hostile',
  });
}
