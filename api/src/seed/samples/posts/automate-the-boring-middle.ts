import type { SeedBlogPost } from '../blog.js';

export const automateTheBoringMiddle: SeedBlogPost = {
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
};
