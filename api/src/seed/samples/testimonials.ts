import type { TestimonialInput } from '@folio/contracts';

/** The sample case study a testimonial speaks of, by its slug (its page's address). */
export type SampleTestimonial = TestimonialInput & { caseStudySlug?: string };

/** Testimonials (fictional people and companies), two or three per persona; one belongs to a sample case study. */
export const testimonials: SampleTestimonial[] = [
  {
    quote:
      'Jordan turned three hundred nightly file transfers into something our teams actually trust. Billing stopped waiting on the slowest feed, and new integrations now take weeks, not quarters.',
    author: 'Helen Marsh',
    role: 'VP of Engineering',
    company: 'Kestrel Mutual Insurance',
    url: 'https://kestrel-mutual.example.com',
    displayOrder: 1,
    personaIds: [4],
  },
  {
    quote:
      'The landing zone passed its first audit with no findings. More importantly, product teams stopped filing tickets for environments: they just get one, with the guardrails already in place.',
    author: 'Tomasz Nowak',
    role: 'Head of Cloud Platform',
    company: 'Northgate Bank',
    displayOrder: 2,
    personaIds: [4],
  },
  {
    quote: 'Calm in every incident review and honest about trade-offs. Our architects still quote the decision records Jordan left behind.',
    author: 'Aisha Bello',
    role: 'Chief Technology Officer',
    company: 'Meridian Cloudworks',
    displayOrder: 3,
    personaIds: [4],
  },
  {
    quote:
      'Onboarding a client used to eat half a morning. Now the engagement letter goes out on its own and the file is ready before I have finished my coffee. We took on a third more clients without hiring.',
    author: 'Rachel Dunmore',
    role: 'Managing Partner',
    company: 'Dunmore & Hale Accountants',
    displayOrder: 1,
    personaIds: [5],
    caseStudySlug: 'client-onboarding-autopilot',
  },
  {
    quote: 'We finally sell from one stock count. No more apologising to wholesale customers for beans we did not have.',
    author: 'Marco Ferri',
    role: 'Owner',
    company: 'Ferri Coffee Roasters',
    displayOrder: 2,
    personaIds: [5],
  },
  {
    quote: 'Jordan asked better questions about our process than we had ever asked ourselves, then automated only what was worth automating.',
    author: 'Grace Adeyemi',
    role: 'Operations Manager',
    company: 'Lumen Dental Group',
    displayOrder: 3,
    personaIds: [5],
  },
  {
    quote:
      'After years at a desk my back hurt every afternoon. Twelve weeks later I deadlift my own bodyweight and the pain is gone. The plan always fitted around my meetings.',
    author: 'Daniel Price',
    role: 'Software Engineer',
    displayOrder: 1,
    personaIds: [1],
  },
  {
    quote: 'Three short sessions a week, clear cues and no ego. I am stronger at fifty-two than I was at thirty.',
    author: 'Sofia Lindqvist',
    role: 'Product Designer',
    displayOrder: 2,
    personaIds: [1],
  },
  {
    quote: 'Our members stay longer since the hybrid programme started: they train with us twice a week and follow the app on the road.',
    author: 'Ben Okoro',
    role: 'Gym Owner',
    company: 'Ironleaf Performance Lab',
    url: 'https://ironleaf.example.com',
    displayOrder: 3,
    personaIds: [1],
  },
];
