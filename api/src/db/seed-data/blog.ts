import type { BlogCategoryInput, BlogPostInput, BlogTagInput } from '@folio/contracts';

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
  {
    title: 'Architecture Decision Records People Actually Read',
    slug: 'architecture-decision-records-people-read',
    excerpt:
      'A five-heading template, a home next to the code and a few habits that turned decision records from shelfware into the most-read documents our teams write.',
    featuredImagePath: '/images/blog/architecture-decision-records-people-read.svg',
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
  },
  {
    title: 'A Practical Checklist for Your First Cloud Landing Zone',
    slug: 'cloud-landing-zone-checklist',
    excerpt:
      'Identity, network, guardrails and day-two operations: the provider-neutral checklist I use before an organisation builds its first landing zone.',
    featuredImagePath: '/images/blog/cloud-landing-zone-checklist.svg',
    categorySlug: 'engineering',
    tagSlugs: ['cloud', 'architecture'],
    tagType: 'enterprise',
    status: 'published',
    displayOrder: 2,
    personaIds: [4],
    publishedAt: '2025-05-20T08:30:00.000Z',
    viewCount: 1,
    content: `A cloud landing zone is the foundation every workload sits on: accounts or subscriptions, networking, identity, logging and the guardrails around them. Get it right and teams ship quickly and safely. Get it wrong and every new project starts with a six-week ticket queue or, worse, with nobody checking anything at all.

This is the checklist I use when helping an organisation build its first one. It is deliberately provider-neutral; the names of the services differ, the questions do not.

## Before you write any code

- [x] Agree who owns the landing zone, and who can change it
- [x] List the regulatory requirements that actually apply (not the ones people fear might apply)
- [ ] Decide how workloads are separated: per team, per environment, or per product
- [ ] Choose naming and tagging conventions, including a mandatory owner and cost-centre tag
- [ ] Write down what "production-ready" means for a new environment

The two boxes already ticked are the ones most organisations have answered somewhere; the rest are where projects stall. Do not start building until each item has a name next to it.

## Identity and access

- [ ] Single sign-on for every human, and no long-lived personal keys
- [ ] Break-glass accounts protected by hardware keys, stored safely and tested twice a year
- [ ] Roles defined per job, not per person
- [ ] Workload identities for pipelines instead of shared secrets

Access is where audits find the most problems, and where shortcuts taken in week one survive for years.

## Network

- [ ] An address plan that leaves room for growth and for connecting to on-premises networks
- [ ] A clear decision on central versus distributed internet egress
- [ ] Private connectivity to shared services such as logging and secrets
- [ ] DNS ownership agreed between the platform and network teams

## Guardrails as code

Guardrails should be preventive where possible and detective where not. Keep them in version control next to the modules that create environments, and test them like any other code. Here is a small example of the module call every new environment goes through:

\`\`\`hcl
module "workload_account" {
  source = "./modules/workload-account"

  name        = "claims-portal-prod"
  owner_email = "claims-platform@example.com"
  cost_centre = "CC-4102"
  environment = "production"
  data_class  = "confidential"

  enable_flow_logs       = true
  enforce_encryption     = true
  allow_public_endpoints = false
}
\`\`\`

The variables are the contract. If a team needs \`allow_public_endpoints\`, that is a conversation and a reviewed pull request, not a click in a console.

## Logging, cost and day two

- [ ] Audit logs shipped to a separate, locked-down account
- [ ] Retention periods agreed with security and legal
- [ ] Budgets and alerts per workload from day one
- [ ] A documented process for retiring environments

Day two is where most landing zones decay: environments nobody owns, budgets nobody reads. Schedule a monthly review of orphaned resources and stick to it, even when it feels like housekeeping.

## Make it self-service

The final test of a landing zone is how a team gets a new environment. In the best setups I have seen, a team fills in a short form that opens a pull request against the environments repository. The platform team reviews it, the pipeline applies it, and the new environment is ready the same day. Nobody waits in a queue, and every environment is built the same way.

I keep a printable version of this checklist, with notes on each item, at https://example.com/resources/landing-zone-checklist. Copy it, delete what does not apply to you, and add what is missing. A checklist that reflects your organisation beats a perfect one that does not.
`,
  },
  {
    title: 'Automate the Boring Middle: Where Small Businesses Lose Their Hours',
    slug: 'automate-the-boring-middle',
    excerpt:
      'The hours are rarely lost in marketing or delivery. They disappear in the hand-offs between tools. Here is how to find them and what to fix first.',
    categorySlug: 'automation',
    tagSlugs: ['automation', 'small-business'],
    tagType: 'business',
    status: 'published',
    displayOrder: 3,
    personaIds: [5],
    publishedAt: '2025-08-04T07:45:00.000Z',
    viewCount: 532,
    content: `When owners of small businesses ask me what to automate, they usually point at the exciting ends of their process: marketing at one end, delivery at the other. The hours, though, are almost always lost in the middle. Quotes become invoices, invoices become reminders, new clients become folders, tasks and welcome emails. Nobody started a business to do this work, and yet it quietly eats a day a week.

## Find the middle first

Before choosing a tool, spend one week writing down every time someone on the team copies information from one place to another. Not the big projects, just the small moves: pasting an email address into the invoicing tool, renaming a file, updating a spreadsheet after a call. The list will be longer than you expect.

At a 12-person accounting firm I worked with, that week produced 41 entries. Grouped together, they looked like this:

| Task | Times per week | Minutes each | Hours per week |
|---|---:|---:|---:|
| Setting up a new client (folders, tasks, emails) | 4 | 45 | 3.0 |
| Chasing unsigned engagement letters | 10 | 6 | 1.0 |
| Copying payments into the practice tool | 35 | 3 | 1.75 |
| Sending "we received your documents" replies | 60 | 2 | 2.0 |
| Weekly workload report for the partners | 1 | 90 | 1.5 |
| **Total** | | | **9.25** |

Nine hours a week is more than a full working day. None of it needed judgement.

## Fix the process before automating it

The tempting move is to automate that table line by line. Resist it. Look at each step and ask whether it should exist at all.

The firm's original onboarding checklist read:

1. ~~Print the signed proposal and scan it into the client folder~~
2. ~~Email the client to confirm receipt of the signed proposal~~
3. Create the client record
4. ~~Re-enter the client record in the invoicing tool~~
5. Send the engagement letter

Three of the five steps disappeared once we asked why they existed. Two were habits from a paper-based office, and one was the result of two tools that had never been connected[^1]. Automating them would have produced a faster version of a pointless process.

## Automate the boring middle, in order

With the process cleaned up, pick the work that is frequent, rule-based and annoying when it goes wrong. My rough order of attack is:

- **Hand-offs between tools.** A signed proposal should create the client everywhere it needs to exist.
- **Acknowledgements and reminders.** Clients want to know you received their documents; nobody needs to type that reply.
- **Reports assembled by hand.** If a spreadsheet is rebuilt every Monday, it should build itself.

Leave anything involving judgement, pricing or a difficult conversation to people. Automation should free your team for that work, not pretend to do it.

## Make it boring to run

A workflow nobody understands is a liability, not an asset. Every automation I hand over comes with three things:

- A one-page description of what triggers it, what it does and who owns it
- An alert to a shared channel when it fails, with a link to the failed run
- A manual fallback that the team has tried at least once

The accounting firm now saves a little over nine hours a week. More importantly, the partners know exactly what happens when a step fails. That confidence is why they let us automate the next process, and the one after that[^2].

## Your one-week exercise

If you take one thing from this post, make it the logging week. Put a shared note on everyone's desk, or a pinned message in your team chat, and ask people to jot down each copy-and-paste moment with a rough time. At the end of the week, sort the list by hours. The top three lines are your automation roadmap, and you did not have to buy anything to find them.

[^1]: This is the most common pattern I see: two good tools, bought years apart, with a person acting as the integration between them.

[^2]: A good rule of thumb: if the first automation has not earned the team's trust within a month, fix it before building a second one.
`,
  },
  {
    title: 'Webhooks, Retries and Idempotency for Business Owners',
    slug: 'webhooks-retries-idempotency',
    excerpt:
      'Why automations sometimes send two invoices or none at all, explained without jargon, plus four questions to ask whoever builds your workflows.',
    featuredImagePath: '/images/blog/webhooks-retries-idempotency.svg',
    categorySlug: 'automation',
    tagSlugs: ['automation', 'small-business'],
    tagType: 'business',
    status: 'published',
    displayOrder: 4,
    personaIds: [5],
    publishedAt: '2025-10-14T10:15:00.000Z',
    viewCount: 0,
    content: `If you use modern business software, you already rely on webhooks. When a customer pays, a form is submitted or a contract is signed, one tool sends a small message to another saying "this just happened". Most of the time it works beautifully. The rest of the time you end up with two invoices for one customer, or a new client who never received a welcome email. This post explains why, in plain language, and what to ask of anyone who builds automations for you.

## What a webhook actually sends

A webhook is a short message, usually in a format called JSON, sent from one system to a web address that another system is listening on. A payment notification might look like this:

\`\`\`json
{
  "id": "evt_7Hq2K9",
  "type": "payment.succeeded",
  "created": "2025-10-02T14:31:08Z",
  "data": {
    "customer_email": "sam@example.com",
    "amount": 1200,
    "currency": "EUR",
    "invoice": "INV-2025-0412"
  }
}
\`\`\`

The important line is the first one. That \`id\` identifies this exact event, and it is the key to everything that follows.

## Things will be sent twice

Networks fail. The receiving system might be restarting, or might take too long to answer. When the sender does not get a clear "received" reply, it does the sensible thing and tries again, often several times over a few hours.

> Almost every webhook provider promises "at least once" delivery. Read that sentence carefully: at least once, not exactly once.

So your automation will, sooner or later, receive the same event twice. If it creates an invoice every time it sees \`payment.succeeded\`, your customer gets two invoices. This is not a bug in the tool; it is the normal behaviour of systems talking over the internet.

## Idempotency: doing it once, even when asked twice

The fix has an intimidating name and a simple idea. An operation is *idempotent* if doing it twice has the same effect as doing it once. Pressing a lift button five times still calls one lift.

In an automation, that usually means three steps:

1. When an event arrives, look up its \`id\` in a small table of events you have already handled.
2. If it is there, reply "received" and stop.
3. If not, do the work, then record the \`id\`.

A spreadsheet or a simple database table is enough for most small businesses. Some services also let you send an "idempotency key" with a request, so that the receiving side removes duplicates for you. Where that option exists, use it.

## Retries on your side, too

The same logic works in the other direction. When your automation calls another service, such as your accounting tool, that call can fail as well. A good workflow:

- Retries a few times, waiting a little longer each time
- Gives up after a sensible limit instead of retrying forever
- Puts the failed item somewhere visible, with enough detail to replay it
- Tells a human, in a channel they actually read

A failed step that nobody notices is far worse than one that shouts.

## Questions to ask your automation builder

You do not need to write code to hold someone to these standards. Ask:

- What happens if this event arrives twice?
- What happens if the accounting tool is down for an hour?
- Where do I see failed runs, and how do I replay one?
- Who gets alerted, and how?

If the answers are vague, the workflow will work in the demo and fail on a busy Friday. Most providers document their retry behaviour publicly, so searching for "webhook retry policy" with the tool's name usually finds it. For clients who want to go deeper, I keep a short glossary of these terms at https://example.com/guides/automation-glossary.
`,
  },
  {
    title: 'Periodization for People with Busy Calendars',
    slug: 'periodization-for-busy-calendars',
    excerpt:
      'Four-week blocks, a minimum effective session and a two-minute weekly check-in: how to plan strength training around the life you actually have.',
    featuredImagePath: '/images/blog/periodization-for-busy-calendars.svg',
    categorySlug: 'training',
    tagSlugs: ['strength-training', 'habits'],
    tagType: 'fitness',
    status: 'published',
    displayOrder: 5,
    personaIds: [1],
    publishedAt: '2025-12-02T06:30:00.000Z',
    viewCount: 876,
    content: `Most training programs assume a calm life: three or four sessions a week, every week, for twelve weeks. Real calendars do not look like that. There are deadlines, school holidays, business trips and weeks when sleep falls apart. The good news is that periodization, the practice of organising training into phases, works even better for busy people, as long as it is built around the calendar rather than against it.

## Plan in blocks, not in weeks

Instead of one long program, I plan four-week blocks, each with a single clear goal. A block is short enough that life rarely derails all of it, and long enough to make measurable progress.

A typical half-year for a client with a demanding job might look like this:

| Block | Weeks | Main goal | Sessions per week | Notes |
|---|---|---|:---:|---|
| Foundation | 1-4 | Technique and work capacity | 3 | Moderate loads, lots of practice |
| Build | 5-8 | Strength in the main lifts | 3 | Heavier sets of 4-6 reps |
| Busy season | 9-12 | Maintain strength | 2 | Short sessions, fewer exercises |
| Peak | 13-16 | Test new personal bests | 3 | Lower volume, higher intensity |
| Recover | 17 | Move well, rest | 1-2 | Walking, mobility, light lifting |

Notice the block called "Busy season". We scheduled it around the client's quarter-end, when late nights were certain. Planning for less training in that period turned a predictable failure into a planned success.

## The minimum effective session

On the hardest weeks, the goal is simply to keep the thread unbroken. A 30-minute session that happens beats a 75-minute session that is skipped. My minimum session has three parts:

1. A five-minute warm-up that rehearses the main movement
2. Two or three working sets of one lower-body and one upper-body lift
3. One loaded carry or conditioning finisher of five minutes or less

The research on keeping strength is reassuring: maintaining it takes far less work than building it, provided the intensity stays reasonably high. Keep the weights heavy and cut the number of sets, not the other way round.

## Auto-regulate inside each session

Even inside a good block, some days are bad. Rather than sticking rigidly to numbers on paper, I teach clients to rate how hard each set feels on a scale where 10 means nothing left in the tank. A plan might say "3 sets of 5 at an effort of 7 to 8". On a great day that might be 100 kg; after a night with a teething baby it might be 85 kg. Both sessions did their job.

## A weekly check-in that takes two minutes

Each Sunday, clients fill in a short check-in. It helps them notice patterns, and it helps me adjust the next week before small problems grow:

- [x] Sessions completed this week
- [x] Average sleep of seven hours or more
- [ ] Any pain that changed how you moved?
- [ ] Next week's sessions are in the calendar
- [ ] One thing that made training easier or harder

The fourth item matters most. A session with a time and a place in the calendar is far more likely to happen than a vague intention to "train on Wednesday".

## Expect interruptions, then resume

When a week is lost completely, do not try to make it up with double sessions. Repeat the last week you completed, at the same loads, and carry on from there. Most people are back where they were within one or two sessions, and the block still ends with progress.

Consistency over years is what builds strength. A program that bends around your calendar is one you can keep doing, and that is the only kind of program that works.
`,
  },
  {
    title: 'The Deadlift Setup in Five Checkpoints',
    slug: 'deadlift-setup-five-checkpoints',
    excerpt:
      'Most deadlift problems are decided before the bar leaves the floor. Five checkpoints to run through on every rep, plus quick fixes for common faults.',
    categorySlug: 'training',
    tagSlugs: ['strength-training'],
    tagType: 'fitness',
    status: 'published',
    displayOrder: 6,
    personaIds: [1],
    publishedAt: '2026-01-19T07:00:00.000Z',
    viewCount: 214,
    content: `The deadlift is one of the most useful lifts you can learn. It trains the whole back of the body, it carries over to everyday life, and it lets you lift more weight than almost any other exercise. It also has a reputation for hurting backs. In my experience, most deadlift problems are decided before the bar leaves the floor. Get the setup right and the lift mostly takes care of itself.

Here is the five-checkpoint setup I teach every new lifter. Go through it in order, on every rep, until it becomes automatic.

## 1. Feet under the bar

Stand with the bar over the middle of your foot, roughly where your laces are tied. Keep your feet about hip-width apart, toes turned out slightly. Seen from above, the bar should cut your foot in half.

Most beginners stand too far back, with the bar over their toes. That forces the bar to swing around the knees on the way up, which is slow and puts the lower back in a poor position.

## 2. Grip just outside the legs

Hinge down and take the bar with your hands just outside your shins, without moving the bar. A double overhand grip is best while the weights are manageable; it builds grip strength and keeps the shoulders even.

## 3. Shins to the bar

Now bend your knees until your shins touch the bar, and stop there. Your hips will end up higher than you expect, and that is correct. The deadlift is not a squat: ~~sit the hips down low to "use your legs"~~ dropping the hips too far only pushes the knees forward into the bar's path.

## 4. Chest up, back set

Squeeze the bar hard and lift your chest until your back is flat, as if showing the logo on your t-shirt to someone in front of you. Think about pulling your shoulder blades down into your back pockets. Your arms should be straight and long, like ropes attached to the bar.

> If you can see your lower back rounding in the mirror before the bar moves, stop. Reset from checkpoint one rather than hoping it fixes itself on the way up.

## 5. Take the slack out, then push the floor away

Before the bar moves, pull up just enough to hear it click against the plates and feel your whole body tighten. This is "taking the slack out", and it is the most overlooked step of all. Then take a breath into your belly, brace as if someone is about to poke you in the stomach, and push the floor away with your legs. The bar should travel in a straight line, brushing your shins and thighs[^1].

At the top, simply stand tall. There is no need to lean back or shrug; finish with your hips under your shoulders and your glutes squeezed.

## Common faults and quick fixes

- **The bar drifts forward:** the bar started too far from your shins. Revisit checkpoints one and three.
- **The hips shoot up first:** the load may be too heavy, or the slack was not taken out. Drop the weight by 10% and slow down the first inch.
- **The lower back rounds:** check your hip height and your brace. If it persists, pull from blocks for a few weeks while you build strength in a good position.
- **The grip fails:** add holds at the top of your last set, and use chalk before you reach for straps.

## How to practise

For the first month, I have new lifters do three or four sets of five with a weight that feels easy, filming one set from the side each session. Add weight only when every rep looks the same[^2]. It feels slow, but those lifters are the ones still making progress a year later, long after the people who rushed have stalled or stopped.

[^1]: Wear long socks or track pants. A bar that brushes your shins is a sign of a good bar path, not a mistake.

[^2]: A handy test: if you could not tell your first and last rep apart on video, the weight is ready to go up.
`,
  },
  {
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
  },
  {
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
  },
];
