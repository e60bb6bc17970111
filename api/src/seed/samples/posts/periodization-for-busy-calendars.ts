import type { SeedBlogPost } from '../blog.js';

export const periodizationForBusyCalendars: SeedBlogPost = {
  title: 'Periodization for People with Busy Calendars',
  slug: 'periodization-for-busy-calendars',
  excerpt:
    'Four-week blocks, a minimum effective session and a two-minute weekly check-in: how to plan strength training around the life you actually have.',
  featuredImagePath: '/images/blog/periodization-for-busy-calendars.svg',
  featuredImageAlt: 'A two-week training calendar with session loads rising and falling in blocks',
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
};
