import type { ExperienceInput } from '@folio/contracts';

/**
 * Roles across the three personas. Each role is assigned to exactly one persona: the public list
 * filters on the experience's tagType, which is only set when a single persona is assigned.
 */
export const experiences: ExperienceInput[] = [
  {
    title: 'Solutions Architect',
    company: 'Meridian Cloudworks',
    logoPath: '/images/logos/meridian-cloudworks.svg',
    period: '2021 - Present',
    description:
      'Lead architect for a 40-team event-driven integration platform processing 18 million messages a day at 99.95% availability\n' +
      'Designed a policy-as-code cloud landing zone that cut new-environment lead time from six weeks to two days\n' +
      'Introduced lightweight architecture decision records, now used by every product team in the engineering organisation\n' +
      'Coach and review the designs of eight senior engineers working towards architect roles',
    displayOrder: 1,
    personaIds: [4],
  },
  {
    title: 'Senior Integration Engineer',
    company: 'Meridian Cloudworks',
    logoPath: '/images/logos/meridian-cloudworks.svg',
    period: '2019 - 2021',
    description:
      'Replaced nightly batch file transfers with streaming integrations, reducing data latency from 24 hours to under a minute\n' +
      'Built a shared integration toolkit with retries, idempotency keys and tracing adopted by 14 services\n' +
      'Ran the on-call rotation redesign that halved after-hours pages within two quarters',
    displayOrder: 2,
    personaIds: [4],
  },
  {
    title: 'Systems Engineer',
    company: 'Halcyon Data Group',
    logoPath: '/images/logos/halcyon-data-group.svg',
    period: '2016 - 2019',
    description:
      'Migrated 120 virtual machines from an ageing data centre to infrastructure as code with zero unplanned downtime\n' +
      'Automated patching and compliance reporting, saving the operations team roughly 30 hours a month\n' +
      'Wrote the runbooks and recovery drills that took disaster-recovery tests from yearly to quarterly',
    displayOrder: 3,
    personaIds: [4],
  },
  {
    title: 'Founder and Principal Consultant',
    company: 'Brightloop Automation',
    logoPath: '/images/logos/brightloop-automation.svg',
    period: '2020 - Present',
    description:
      'Founded a business-automation consultancy serving 35+ small businesses in professional services, retail and health\n' +
      'Delivered onboarding, invoicing and reporting workflows that save clients an average of 11 hours per week\n' +
      'Built a fixed-price discovery and delivery method that keeps 90% of projects on budget\n' +
      'Grew revenue through referrals alone for the first three years',
    displayOrder: 4,
    personaIds: [5],
  },
  {
    title: 'Fractional Operations Lead',
    company: 'Ironleaf Performance Lab',
    logoPath: '/images/logos/ironleaf-performance-lab.svg',
    period: '2021 - 2023',
    description:
      'Automated class booking, memberships and payment reminders, cutting front-desk admin by 60%\n' +
      'Introduced a simple weekly metrics dashboard for retention, revenue and coach utilisation\n' +
      'Documented every workflow so the gym team could run and change the systems without outside help',
    displayOrder: 5,
    personaIds: [5],
  },
  {
    title: 'Business Process Analyst',
    company: 'Stonebridge Mutual',
    logoPath: '/images/logos/stonebridge-mutual.svg',
    period: '2013 - 2016',
    description:
      'Mapped the claims intake process end to end and removed four redundant hand-offs\n' +
      'Designed form and routing automation that shortened first-response time on claims from five days to one\n' +
      'Trained 60 staff on the new process and measured adoption with the team leads',
    displayOrder: 6,
    personaIds: [5],
  },
  {
    title: 'Head Strength and Conditioning Coach',
    company: 'Ironleaf Performance Lab',
    logoPath: '/images/logos/ironleaf-performance-lab.svg',
    period: '2019 - Present',
    description:
      'Design periodized programs for 80+ members, from first-time lifters to competitive amateur athletes\n' +
      'Built a hybrid coaching model with in-person sessions and structured remote check-ins that lifted 12-month retention to 78%\n' +
      'Mentor a team of four coaches on assessment, programming and cueing',
    displayOrder: 7,
    personaIds: [1],
  },
  {
    title: 'Personal Trainer',
    company: 'Summit Street Athletic Club',
    logoPath: '/images/logos/summit-street-athletic-club.svg',
    period: '2014 - 2019',
    description:
      'Coached more than 200 clients through strength, mobility and return-to-training programs\n' +
      'Launched a small-group strength class that grew to four sessions a week with a waiting list\n' +
      'Partnered with local physiotherapists on safe progressions after injury',
    displayOrder: 8,
    personaIds: [1],
  },
];
