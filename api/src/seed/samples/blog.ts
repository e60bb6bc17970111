import type { BlogCategoryInput, BlogPostInput, BlogTagInput } from '@folio/contracts';
import { architectureDecisionRecordsPeopleRead } from './posts/architecture-decision-records-people-read.js';
import { cloudLandingZoneChecklist } from './posts/cloud-landing-zone-checklist.js';
import { automateTheBoringMiddle } from './posts/automate-the-boring-middle.js';
import { webhooksRetriesIdempotency } from './posts/webhooks-retries-idempotency.js';
import { periodizationForBusyCalendars } from './posts/periodization-for-busy-calendars.js';
import { deadliftSetupFiveCheckpoints } from './posts/deadlift-setup-five-checkpoints.js';
import { coachingLessonsForArchitectureReviews } from './posts/coaching-lessons-for-architecture-reviews.js';
import { integrationPlatformOrCustomCode } from './posts/integration-platform-or-custom-code.js';

export const categories: BlogCategoryInput[] = [
  {
    name: 'Engineering',
    slug: 'engineering',
    description: 'Cloud platforms, integration and the architecture decisions behind systems that stay calm under load.',
    displayOrder: 1,
  },
  {
    name: 'Automation',
    slug: 'automation',
    description: 'Practical business automation for small teams: processes first, tools second.',
    displayOrder: 2,
  },
  {
    name: 'Training',
    slug: 'training',
    description: 'Strength and conditioning for busy people, from technique to programming and habits.',
    displayOrder: 3,
  },
];

export const tags: BlogTagInput[] = [
  { name: 'Architecture', slug: 'architecture', displayOrder: 1 },
  { name: 'Cloud', slug: 'cloud', displayOrder: 2 },
  { name: 'Automation', slug: 'automation', displayOrder: 3 },
  { name: 'Small Business', slug: 'small-business', displayOrder: 4 },
  { name: 'Strength Training', slug: 'strength-training', displayOrder: 5 },
  { name: 'Habits', slug: 'habits', displayOrder: 6 },
];

/**
 * A seed post: the category and tags are named by slug (the seed runner resolves them to ids),
 * and viewCount is the initial view counter.
 */
export type SeedBlogPost = Omit<BlogPostInput, 'categoryId' | 'tagIds'> & {
  categorySlug: string | null;
  tagSlugs: string[];
  viewCount: number;
};

export const posts: SeedBlogPost[] = [
  architectureDecisionRecordsPeopleRead,
  cloudLandingZoneChecklist,
  automateTheBoringMiddle,
  webhooksRetriesIdempotency,
  periodizationForBusyCalendars,
  deadliftSetupFiveCheckpoints,
  coachingLessonsForArchitectureReviews,
  integrationPlatformOrCustomCode,
];
