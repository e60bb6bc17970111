/**
 * A post body with a piece of each kind of markdown a reader meets: a heading, strong and struck-out
 * text, a link, a table, highlighted code, a quote and a footnote. The renderer's door test and the
 * newsletter's e2e journey (an email against its page) read it.
 */
export const RICH_POST_BODY = [
  '## Why records',
  '',
  'Decisions get **lost**; see [the guide](/blog) and ~~nothing else~~.[^kept]',
  '',
  '| Record | Kept |',
  '| --- | --- |',
  '| ADR-1 | yes |',
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
  '',
  '> Write it down the same day.',
  '',
  '[^kept]: In the repository, beside the code.',
].join('\n');

/** The id of its first heading: where the body starts on its page. */
export const RICH_POST_FIRST_HEADING = 'why-records';
