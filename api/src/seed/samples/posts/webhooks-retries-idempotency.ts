import type { SeedBlogPost } from '../blog.js';

export const webhooksRetriesIdempotency: SeedBlogPost = {
  title: 'Webhooks, Retries and Idempotency for Business Owners',
  slug: 'webhooks-retries-idempotency',
  excerpt:
    'Why automations sometimes send two invoices or none at all, explained without jargon, plus four questions to ask whoever builds your workflows.',
  featuredImagePath: '/images/blog/webhooks-retries-idempotency.svg',
  featuredImageAlt: 'Two copies of the same event merging into a single successful result, with a retry arrow',
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
};
