import type { HeroItemInput } from '@folio/contracts';

/**
 * Hero carousel items, two per persona plus one inactive item. Button fields left out take the
 * defaults ('View Experience' -> #experience, 'Contact Me' -> #contact).
 */
export const heroItems: HeroItemInput[] = [
  {
    personaId: 4,
    tagType: 'enterprise',
    title: 'Architecture that stays calm under load',
    subtitle: 'Solutions Architect',
    description:
      'I design cloud and integration platforms for regulated organisations: event-driven, observable and documented well enough that the next team can run them.',
    imagePath: '/images/hero/enterprise-architecture.svg',
    isActive: true,
    displayOrder: 1,
    personaIds: [4],
  },
  {
    personaId: 4,
    tagType: 'enterprise',
    title: 'Make the secure path the easy path',
    subtitle: 'Cloud Platforms and Governance',
    description:
      'Landing zones, paved-road templates and decision records that let product teams ship quickly without opening a ticket for every environment.',
    imagePath: '/images/hero/enterprise-cloud.svg',
    secondaryButtonText: 'Read the Blog',
    secondaryButtonUrl: '/blog?persona=enterprise',
    isActive: true,
    displayOrder: 2,
    personaIds: [4],
  },
  {
    personaId: 5,
    tagType: 'business',
    title: 'Give your team its hours back',
    subtitle: 'Founder, Brightloop Automation',
    description:
      'Small businesses lose whole days to copying data between tools. I map how your work really flows and automate the repetitive middle.',
    imagePath: '/images/hero/business-automation.svg',
    isActive: true,
    displayOrder: 3,
    personaIds: [5],
  },
  {
    personaId: 5,
    tagType: 'business',
    title: 'Automation you can actually own',
    subtitle: 'Process First, Tools Second',
    description:
      'Every workflow I build comes with plain-language documentation, error alerts and a handover session, so it keeps working after I leave.',
    imagePath: '/images/hero/business-founder.svg',
    secondaryButtonText: 'See Case Studies',
    secondaryButtonUrl: '#case-studies',
    isActive: true,
    displayOrder: 4,
    personaIds: [5],
  },
  {
    personaId: 1,
    tagType: 'fitness',
    title: 'Get strong for the long run',
    subtitle: 'Strength and Conditioning Coach',
    description:
      'Evidence-based programs for busy professionals and amateur athletes, built around the calendar you actually have.',
    imagePath: '/images/hero/fitness-strength.svg',
    isActive: true,
    displayOrder: 5,
    personaIds: [1],
  },
  {
    personaId: 1,
    tagType: 'fitness',
    title: 'Consistency beats intensity',
    subtitle: 'Hybrid Coaching',
    description:
      'In-person sessions, weekly check-ins and honest technique feedback that keep you training through travel, deadlines and family life.',
    imagePath: '/images/hero/fitness-coaching.svg',
    secondaryButtonText: 'Read the Blog',
    secondaryButtonUrl: '/blog?persona=fitness',
    isActive: true,
    displayOrder: 6,
    personaIds: [1],
  },
  {
    personaId: 4,
    tagType: 'enterprise',
    title: 'Speaking at Platform Summit 2026',
    subtitle: 'Upcoming Talk',
    description:
      'A talk on architecture decision records and paved roads. Hidden until the schedule is confirmed.',
    imagePath: '/images/hero/enterprise-cloud.svg',
    primaryButtonText: 'Talk Details',
    primaryButtonUrl: 'https://events.example.com/platform-summit-2026',
    isActive: false,
    displayOrder: 7,
    personaIds: [4],
  },
];
