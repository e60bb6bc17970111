import type { SeedBlogPost } from '../blog.js';

export const architectureDecisionRecordsPeopleRead: SeedBlogPost = {
  title: 'Architecture Decision Records People Actually Read',
  slug: 'architecture-decision-records-people-read',
  excerpt:
    'A five-heading template, a home next to the code and a few habits that turned decision records from shelfware into the most-read documents our teams write.',
  featuredImagePath: '/images/blog/architecture-decision-records-people-read.svg',
  featuredImageAlt: 'Stacked decision records beside a decision diamond with one branch chosen',
  categorySlug: 'engineering',
  tagSlugs: ['architecture'],
  tagType: 'enterprise',
  status: 'published',
  displayOrder: 1,
  personaIds: [4],
  publishedAt: '2025-02-11T09:00:00.000Z',
  viewCount: 1243,
  content: `Most teams that try architecture decision records (ADRs) give up within a year. Not because the idea is wrong, but because the records turn into long, formal documents that nobody reads and nobody wants to write. After introducing ADRs across a few dozen product teams, I have landed on a format that people actually use. Here is what worked, and what I stopped doing.

## Why bother writing decisions down?

Architecture is mostly a series of trade-offs made under time pressure with incomplete information. Six months later, the information is gone, the people who made the call have moved on, and the decision looks arbitrary. A new engineer sees a message queue where a simple API call would do and reasonably asks why.

Without a record, the team has two bad options: keep the design out of fear, or rip it out and rediscover the original constraint the hard way. An ADR is a cheap insurance policy against both.

> A good decision record does not prove you were right. It shows what you knew, what you weighed, and what would make you change your mind.

## Keep the template small

The template that stuck has five headings and fits on one screen:

\`\`\`markdown
# ADR-042: Use an outbox table for billing events

Status: Accepted (2025-01-28)
Deciders: Billing team, platform architect

## Context
What is forcing a decision now? Two or three short paragraphs.

## Options considered
1. Publish directly from the service
2. Transactional outbox table (chosen)
3. Change data capture on the billing database

## Decision
We will ... because ...

## Consequences
What gets easier, what gets harder, and what we will watch.
\`\`\`

That is it. No separate sections for assumptions, constraints, stakeholders and risks; those belong in the context if they matter. If an ADR needs more than a page, it is probably several decisions pretending to be one.

## Where ADRs should live

We tried a wiki, a shared drive and a dedicated tool. The only place that worked was the repository of the system the decision affects, in a \`docs/decisions\` folder, reviewed in the same pull request as the code. Proximity matters: engineers read what sits next to the code, and reviewers can ask "where is the ADR?" as naturally as "where are the tests?".

For decisions that span many systems, such as a company-wide event format, we keep a small central repository and link to it from each affected service.

## What changed after a year

We tracked a few simple signals before and after the rollout across the engineering organisation:

| Signal | Before ADRs | After 12 months |
|---|---|---|
| Design reviews re-opening settled questions | Most reviews | Rare |
| Time for a new engineer to explain a service's key choices | Weeks | Days |
| Decisions recorded per quarter | Almost none | About 60 |
| Average ADR length | n/a | 350 words |

The numbers are rough, but the direction was obvious to everyone involved. The most valuable effect was cultural: disagreement moved from hallway arguments into reviewable documents where the quietest person in the room could comment.

## Habits that keep them alive

- **Write the ADR before the code, not after.** Listing the options is where most of the value is. Writing it afterwards is archaeology.
- **Record rejected options honestly.** Future readers learn more from why option two lost than from why option three won.
- **Never edit an accepted decision.** Supersede it with a new record and link both ways. The history is the point.
- **Let any engineer propose one.** If only architects can write ADRs, you have built a bottleneck with a template.
- **Name a review trigger.** A line like "revisit if volume exceeds 5,000 events per second" turns a static document into a monitoring rule[^1].

## Start with one

You do not need a programme or a tool. Pick the next decision your team is arguing about, write it up under the five headings above, and put it in the pull request. If it helps the review, do it again next time. That is how every team I have worked with started, and it is still the best rollout plan I know.

[^1]: Several teams added these triggers to their dashboards as annotations, so the record becomes visible exactly when its assumption stops holding.
`,
};
