/** The blog posts' routes (api/src/modules/blog/blog.router.ts), their history included, described. */
import {
  CURSOR_PARAM,
  FEED_SIZE,
  MAX_INT,
  NEXT_CURSOR_HEADER,
  POST_LIST_ORDERS,
  POST_LIST_RULES,
  POST_PAGE,
  POST_REVISIONS_KEPT,
  RELATED_POSTS_MAX,
  SLUG_PATTERN,
  STALE_ITEM_MESSAGE,
  TOTAL_COUNT_HEADER,
} from '@folio/contracts';
import { listOf, postListStatus, ref } from './components.js';
import type { JsonSchema } from './contract-schema.js';
import { NO_CONTENT, REPLACE, answer, personaIdFilter, type Described } from './described.js';

const POSTS = 'blog/posts';

/** `?tag=` and `?category=`: the slug of a tag or a category (the pages `/blog/tag/{slug}` and `/blog/category/{slug}` list by them). */
const TAXONOMY_QUERY: JsonSchema[] = [
  {
    name: 'tag',
    in: 'query',
    required: false,
    schema: { type: 'string', pattern: SLUG_PATTERN.source, maxLength: 200 },
    description: `Only the posts with the tag of that slug (an unknown slug: none). Otherwise 400: '${POST_LIST_RULES.tag}'.`,
  },
  {
    name: 'category',
    in: 'query',
    required: false,
    schema: { type: 'string', pattern: SLUG_PATTERN.source, maxLength: 200 },
    description: `Only the posts of the category of that slug (an unknown slug: none). Otherwise 400: '${POST_LIST_RULES.category}'.`,
  },
];

const POST_LIST_QUERY: JsonSchema[] = [
  {
    name: 'sort',
    in: 'query',
    required: false,
    schema: { type: 'string', enum: [...POST_LIST_ORDERS] },
    description:
      "'manual' (the default of `GET /api/blog/posts`): `displayOrder` descending, then `publishedAt` descending (none last), then `id` descending. " +
      "'date' (the default of `GET /api/admin/blog/posts`): the posts without a `publishedAt` first, then `publishedAt` descending, then `id` descending. " +
      `With \`q\`, by relevance first either way. Otherwise 400: '${POST_LIST_RULES.sort}'; a \`${CURSOR_PARAM}\` with 'date': 400 '${POST_LIST_RULES.cursorWithDateSort}'.`,
  },
  {
    name: 'status',
    in: 'query',
    required: false,
    schema: postListStatus,
    description:
      "Admin only; ignored for visitors. 'published': published and visible now; 'scheduled': published with a `publishedAt` still to come; " +
      `'draft'. Otherwise 400: '${POST_LIST_RULES.status}'.`,
  },
  {
    name: 'categoryId',
    in: 'query',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: MAX_INT },
    description: `Only the posts of that category. Otherwise 400: '${POST_LIST_RULES.categoryId}'.`,
  },
  personaIdFilter('Posts assigned to that persona, and unassigned posts whose `tagType` is null (All) or the persona\'s tag type.'),
  ...TAXONOMY_QUERY,
  {
    name: 'limit',
    in: 'query',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: POST_PAGE.maxLimit, default: POST_PAGE.defaultLimit },
    description: `At most this many posts. Otherwise 400: '${POST_LIST_RULES.limit}'.`,
  },
  {
    name: 'offset',
    in: 'query',
    required: false,
    schema: { type: 'integer', minimum: 0, maximum: MAX_INT, default: 0 },
    description: `Skip this many posts. Otherwise 400: '${POST_LIST_RULES.offset}'.`,
  },
  {
    name: CURSOR_PARAM,
    in: 'query',
    required: false,
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]*$', maxLength: POST_PAGE.maxCursorLength },
    description:
      `Keyset paging ('Load more'): the \`${NEXT_CURSOR_HEADER}\` of the page before, unchanged, with the same \`status\`, \`personaId\`, \`tag\`, \`category\`, \`categoryId\` and \`q\` ` +
      '(`limit` may change). The page starts right after the last post of that page: the same posts as the offset that follows it, ' +
      'and a post added, moved or deleted meanwhile before that point shifts nothing. As fast deep in the list as at its start. ' +
      `Opaque: anything but a cursor the API gave for a list of the same kind (searching or not) is a 400 '${POST_LIST_RULES.cursor}'; ` +
      `with an \`offset\` above 0, 400 '${POST_LIST_RULES.cursorWithOffset}'.`,
  },
  {
    name: 'q',
    in: 'query',
    required: false,
    schema: { type: 'string', maxLength: POST_PAGE.maxQueryLength },
    description:
      'Full-text search of the title, excerpt, body and tag names: posts with any of its words, the best match first. ' +
      'Only its letters and digits count (no operators); none at all matches nothing. ' +
      `Longer: 400 '${POST_LIST_RULES.q}'.`,
  },
];
const POST_LIST_ANSWER = {
  200: {
    ...answer('The posts of the page.', listOf('PostSummary')),
    headers: {
      [TOTAL_COUNT_HEADER]: { description: 'How many posts match, all pages together.', required: true, schema: { type: 'integer', minimum: 0 } },
      [NEXT_CURSOR_HEADER]: {
        description: `The \`${CURSOR_PARAM}\` of the next page, on every page (offset or cursor) of the manual order after which more posts follow; absent on the last, and in the date order.`,
        required: false,
        schema: { type: 'string', pattern: '^[A-Za-z0-9_-]+$' },
      },
    },
  },
};

export const postRoutes: Record<string, Described> = {
  'GET /api/blog/posts': {
    tag: POSTS,
    operationId: 'listPosts',
    summary: 'One page of blog posts, or of the posts matching a search',
    description:
      'Visitors get published posts whose `publishedAt` has come (or is null) only, whatever `status` says: a post dated later (scheduled) ' +
      'appears at that moment. A signed-in admin gets every post, or those of `status`. ' +
      'Sorted by `sort` (the manual order by default: `displayOrder` descending, then `publishedAt` descending, then `id` descending); with `q`, by relevance first. ' +
      `The posts come without their body (\`content\`: read it with the post by slug); \`${TOTAL_COUNT_HEADER}\` says how many match, all pages together, ` +
      `and \`${NEXT_CURSOR_HEADER}\`, when more follow, where the next page starts (\`${CURSOR_PARAM}\`).`,
    optionalSession: true,
    query: POST_LIST_QUERY,
    responses: POST_LIST_ANSWER,
    errors: [400],
  },
  'GET /api/admin/blog/posts': {
    tag: POSTS,
    operationId: 'adminListPosts',
    summary: "The console's post list: one page of every post, drafts included",
    description:
      'As `GET /api/blog/posts` for a signed-in admin: filtered by `status`, `categoryId`, `personaId` and `q`, sorted by `sort` (by default the date order: ' +
      `the posts not dated yet first, then the newest \`publishedAt\`, then \`id\` descending; by relevance first with \`q\`), without bodies; \`${TOTAL_COUNT_HEADER}\` says how many match, ` +
      `\`${NEXT_CURSOR_HEADER}\` where the next page starts.`,
    query: POST_LIST_QUERY,
    responses: POST_LIST_ANSWER,
    errors: [400],
  },
  'GET /api/blog/feed': {
    tag: POSTS,
    operationId: 'listFeedPosts',
    summary: 'The newest published posts, whole, for the RSS feeds',
    description:
      `The ${FEED_SIZE} published posts with the latest \`publishedAt\` (then the highest \`id\`), newest first, each with its body; ` +
      'drafts and scheduled posts (dated later than now) never, whoever asks. The sitemap pages through `GET /api/blog/posts` instead.',
    query: [personaIdFilter('Posts assigned to that persona, and unassigned posts whose `tagType` is null (All) or the persona\'s tag type.'), ...TAXONOMY_QUERY],
    responses: { 200: answer('The posts, newest first.', listOf('Post')) },
    errors: [400],
  },
  'GET /api/blog/posts/slug/{slug}/read-next': {
    tag: POSTS,
    operationId: 'getPostReadNext',
    summary: 'What ends a post: the posts before and after it, and related ones',
    description:
      'For a post visitors may read (the signed-in owner: any post, for the preview of a draft; any other slug, a former one included, is a 404), among the published posts of `persona`: ' +
      'the one published just before it (`previous`) and just after it (`next`), in the order of the feeds (newest `publishedAt` first, undated last, then the highest `id`), ' +
      `and up to ${RELATED_POSTS_MAX} related posts (\`related\`): those sharing most of its tags first (then the newest), then the newest of its category; never the post itself. ` +
      '`persona` is the one of `personaId` (the visitor\'s) when the post is one of its posts, else the post\'s own (its first assigned persona, else its `tagType`), ' +
      'else null: the whole blog. Without bodies, as the lists give them.',
    optionalSession: true,
    query: [personaIdFilter("The visitor's persona.")],
    responses: { 200: answer('The posts that end this one.', ref('PostReadNext')) },
    errors: [400],
  },
  'GET /api/blog/posts/slug/{slug}': {
    tag: POSTS,
    operationId: 'getPostBySlug',
    summary: 'One post by its slug',
    description:
      'A draft or a scheduled post (published, dated later) is a 404 to visitors. A slug a published post had before it was renamed answers 301 ' +
      'to `/api/blog/posts/slug/{current slug}` with the same query string, however many renames ago (visitors: only when they may read the post, ' +
      'else 404); a slug that a post has now is never redirected.',
    optionalSession: true,
    responses: {
      200: answer('The post.', ref('Post')),
      301: {
        ...answer('An old slug of the post: `Location` is its address now.', ref('Error')),
        headers: { Location: { description: '`/api/blog/posts/slug/{current slug}`, the query string kept.', schema: { type: 'string' } } },
      },
    },
  },
  'GET /api/blog/posts/{id}/tags': {
    tag: POSTS,
    operationId: 'listPostTags',
    summary: "A post's tag links",
    optionalSession: true,
    responses: { 200: answer('One link per tag.', listOf('PostTag')) },
  },
  'POST /api/blog/posts/{id}/view': {
    tag: POSTS,
    operationId: 'countPostView',
    summary: 'Count one view of a published post',
    description:
      "No body. Counted once per visitor (the client's network: an IPv4 address or an IPv6 /64, whatever its user agent) and post a UTC day, " +
      'and not at all for a crawler, an opted-out browser, the signed-in owner, another site\'s page, or a client past ANALYTICS_MAX_EVENTS_PER_MINUTE ' +
      'events and views a minute; the answer is the count either way. A draft or a scheduled post is a 404.',
    responses: { 200: answer('The count, after this view if it counted.', ref('ViewCount')) },
  },
  'POST /api/admin/blog/posts': {
    tag: POSTS,
    operationId: 'createPost',
    summary: 'Add a post',
    description:
      'The post, its tag and persona links and its first revision are written in one transaction. `publishedAt` may be any date, past or future ' +
      '(a published post dated later is scheduled: hidden from visitors until then); a published post without one gets the time of saving. ' +
      'A slug that was an old slug of another post stops redirecting there.',
    body: 'PostInput',
    responses: { 201: answer('The stored post.', ref('Post')) },
    errors: [409],
  },
  'GET /api/admin/blog/posts/{id}': {
    tag: POSTS,
    operationId: 'adminGetPost',
    summary: 'One post, whole, whatever its status',
    description: "What the console's editor loads: the post with its body, a draft or a scheduled post too.",
    responses: { 200: answer('The post.', ref('Post')) },
  },
  'PUT /api/admin/blog/posts/{id}': {
    tag: POSTS,
    operationId: 'updatePost',
    summary: 'Replace a post',
    description:
      `${REPLACE} Without \`publishedAt\`, a post visitors can already read keeps the date it has (none stays none); any other published post gets the time of saving. ` +
      `Each stored save keeps a revision (the newest ${POST_REVISIONS_KEPT}); a replayed one keeps none. When a post that was published ` +
      'changes its slug, the old slug answers 301 to the new one (`GET /api/blog/posts/slug/{slug}`).',
    body: 'PostInput',
    responses: { 200: answer('The stored post.', ref('Post')) },
    errors: [409],
  },
  'DELETE /api/admin/blog/posts/{id}': { tag: POSTS, operationId: 'deletePost', summary: 'Delete a post', responses: NO_CONTENT },
  'GET /api/admin/blog/posts/{id}/revisions': {
    tag: POSTS,
    operationId: 'listPostRevisions',
    summary: "A post's kept versions, newest first",
    description:
      `Every stored save of the post (create, update, restore) keeps its title, slug, excerpt and body; the newest ${POST_REVISIONS_KEPT} are kept. ` +
      'A save sent again once stored (a replayed PUT) keeps none. 404 when the post does not exist.',
    responses: { 200: answer('The revisions, newest first.', listOf('PostRevision')) },
  },
  'POST /api/admin/blog/posts/{id}/revisions/{revisionId}/restore': {
    tag: POSTS,
    operationId: 'restorePostRevision',
    summary: "Restore a revision's title, excerpt and body as a new save of the post",
    description:
      'Copies the revision\'s title, excerpt and body into the post (its slug, status, date and links stay), as a save that itself keeps a revision. ' +
      'The body is checked first (400), then the ids (404: a revision of another post too), then the version: when the post was saved since ' +
      `\`updatedAt\`, 409 ('${STALE_ITEM_MESSAGE}') and nothing is stored. The same restore sent again once stored answers 200 with the post.`,
    body: 'RevisionRestoreInput',
    responses: { 200: answer('The stored post, as a PUT answers it.', ref('Post')) },
    errors: [409],
  },
};
