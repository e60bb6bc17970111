import type { SeedBlogPost } from '../blog.js';

export const integrationPlatformOrCustomCode: SeedBlogPost = {
  title: 'Integration Platform or Custom Code? A Decision Guide',
  slug: 'integration-platform-or-custom-code',
  categorySlug: 'automation',
  tagSlugs: ['automation', 'architecture', 'small-business'],
  tagType: 'business',
  status: 'draft',
  displayOrder: 8,
  personaIds: [5, 4],
  publishedAt: null,
  viewCount: 0,
  content: `Sooner or later every growing business asks the same question: should we connect our tools with an integration platform, or write custom code? It comes up in almost every discovery call I run. The honest answer is "it depends", so this post tries to say on what.

## When an integration platform wins

- The workflow connects popular tools that already have ready-made connectors
- The volume is modest: hundreds or a few thousand runs a day, not millions
- The people who will maintain it are not developers
- You need something working this month, not this quarter

For most small businesses, most of the time, this is the right starting point. The visual editor doubles as documentation, and a non-developer can follow what happened when something fails.

## When custom code wins

- The logic is complex, with many branches, calculations or edge cases
- Volume, or pricing per run, makes the platform expensive
- You need proper version control, automated tests and code review
- The integration is part of the product you sell, not internal plumbing

## The hidden costs on both sides

Platform costs grow with usage, and pricing models change without much notice. Custom code needs hosting, monitoring, security updates and someone who still understands it in two years' time. Neither option is free; the real question is which cost your business is better placed to carry.

> A useful test: who will fix this at 8 a.m. on a Monday when it breaks, and what will they need to do it?

## A middle path

Many of my clients end up with a hybrid. The platform handles triggers, orchestration and notifications, while a small, well-tested service handles the one or two steps with genuinely complex logic. The platform calls that service like any other connector, so the team keeps the visual overview and the tricky logic still gets tests.

The hybrid also gives you an exit. If volume grows, you can move one workflow at a time into code without a big-bang migration.

## A quick scoring exercise

For each workflow, score these four questions from one to three and add them up: how complex is the logic, how high is the volume, how technical is the team that will own it, and how central is it to what you sell. Six or less usually points to a platform; ten or more usually points to code. Anything in between is a candidate for the hybrid.

## Draft notes

- [x] Outline the decision criteria
- [ ] Add the cost comparison from the coffee roaster project
- [ ] Ask two clients whether they are happy to be quoted
- [ ] Add a short section on data residency

Still to write: a worked example comparing the total cost over three years of a typical onboarding workflow built both ways.
`,
};
