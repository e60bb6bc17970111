import type { SeedBlogPost } from '../blog.js';

export const coachingLessonsForArchitectureReviews: SeedBlogPost = {
  title: 'What Coaching Lifters Taught Me About Architecture Reviews',
  slug: 'coaching-lessons-for-architecture-reviews',
  categorySlug: null,
  tagSlugs: ['habits', 'architecture'],
  tagType: null,
  status: 'published',
  displayOrder: 7,
  personaIds: [4, 5, 1],
  publishedAt: null,
  viewCount: 57,
  content: `For most of my week I review system designs. On early mornings and some evenings I coach people in a gym. For years I treated these as separate worlds. Then I noticed that I was a better coach than I was a reviewer, and I started borrowing from one to improve the other. These are the lessons that crossed over.

## Cue one thing at a time

A new lifter with five faults does not need five corrections. They need the one cue that fixes the biggest fault, and then another set. Give them five and they fix none, because nobody can think about five things while holding a heavy bar.

My design reviews used to be the opposite: a long document of comments, all weighted equally, from naming conventions to a missing disaster-recovery plan. Now I lead with the one or two issues that would genuinely hurt in production and put the rest in a clearly labelled "smaller notes" section. The important fixes get done, and the team does not leave feeling buried.

## Watch the rep, not the plan

In the gym, what matters is what the lifter actually does, not what the program says. In architecture, the equivalent is how the system actually behaves. I now ask for a dashboard, a trace or a load-test result before I read the diagram. Diagrams describe intentions; telemetry describes reality.

## Meet people where they are

A good coach does not give a beginner an advanced program. A good reviewer does not hold a three-person startup team to the standards of a bank's core platform. Asking "what is the right level of rigour for this team, at this stage?" has stopped me from making a lot of well-meant but useless demands.

> The best program is the one the athlete will actually follow. The best architecture is the one the team can actually operate.

## Progress beats perfection

Lifters get strong by adding a little weight, consistently, for years. Systems improve the same way: a small improvement each iteration, measured and kept. I stopped asking teams to fix everything before launch and started agreeing a short list of improvements for the next three releases, then checking in on them. More actually got fixed.

## Celebrate the boring wins

When a client hits a personal best, we celebrate. When a team's on-call rota goes a whole month without a page, that deserves the same attention, but it usually gets none. I now make a point of calling out reliability wins in review meetings. What gets noticed gets repeated.

## Rest is part of the program

Finally, the lesson I learned last. Muscles grow during recovery, not during the session. Teams are no different: a sprint of firefighting needs to be followed by time to consolidate, pay down debt and think. Building that recovery into the plan is not a luxury; it is what makes the next hard push possible.

Whether the goal is a heavier deadlift, a calmer system or a growing business, the pattern is the same: small, consistent steps, honest feedback and enough recovery to keep going.
`,
};
