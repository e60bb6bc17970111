import type { PersonaInput } from '@folio/contracts';

type SeedPersona = PersonaInput & { id: number };

/** The three personas. Ids are fixed by the spec: fitness 1, enterprise 4, business 5. */
export const personas: SeedPersona[] = [
  {
    id: 4,
    title: 'Enterprise Tech',
    subtitle: 'Solutions Architect at Meridian Cloudworks',
    description:
      'I design cloud and integration platforms for regulated organisations that cannot afford to stop while they modernise. ' +
      'Over twelve years I have moved from the service desk to architecture reviews, and I still judge a design by how calmly it behaves at 3 a.m. ' +
      'My focus is event-driven integration, landing zones that make the secure path the easy path, and documentation people actually read.',
    imagePath: '/images/personas/enterprise.svg',
    buttonText: 'Connect on LinkedIn',
    buttonUrl: 'https://www.linkedin.com/in/jordan-avery-folio',
    tagType: 'enterprise',
    displayOrder: 1,
  },
  {
    id: 5,
    title: 'Business Automation',
    subtitle: 'Founder and Principal Consultant at Brightloop Automation',
    description:
      'Brightloop helps small teams stop copying data between tools and start spending their hours on clients. ' +
      'I map how work really flows, automate the repetitive middle with dependable, documented workflows, and hand over systems the team can own. ' +
      'Most engagements pay for themselves within a quarter.',
    imagePath: '/images/personas/business.svg',
    buttonText: 'Book a Discovery Call',
    buttonUrl: 'https://brightloop.example.com/discovery-call',
    tagType: 'business',
    displayOrder: 2,
  },
  {
    id: 1,
    title: 'Fitness Coach',
    subtitle: 'Head Strength and Conditioning Coach at Ironleaf Performance Lab',
    description:
      'I coach busy professionals and amateur athletes to get strong, move well and stay consistent for years rather than weeks. ' +
      'My programs are built on sound periodization, honest technique work and plans that survive travel, deadlines and family life. ' +
      'Every client gets a plan that fits the calendar they actually have.',
    imagePath: '/images/personas/fitness.svg',
    tagType: 'fitness',
    displayOrder: 3,
  },
];
