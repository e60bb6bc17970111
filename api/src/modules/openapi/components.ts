/** The shared parts of the document: entity schemas from the contracts and the collection definitions, error answers, security. */
import {
  ALT_TEXT_MAX,
  ANALYTICS_LIMITS,
  MEDIA_TYPES,
  MEDIA_VARIANT_FORMATS,
  POST_LIST_STATUSES,
  RELATED_POSTS_MAX,
  SLUG_MAX,
  SLUG_PATTERN,
  TAG_TYPES,
  CSRF_HEADER,
  SESSION_COOKIE,
  SIGN_IN_OUTCOMES,
  SIGN_IN_REASONS,
  blogPostStruct,
  contactMessageStruct,
  contactSubjectsStruct,
  loginStruct,
  messageChangeStruct,
  mediaAltStruct,
  postRestoreStruct,
  reorderStruct,
  restoreStruct,
  subscribeStruct,
  subscriptionChangeStruct,
  revisionRestoreStruct,
  twoFactorCodeStruct,
  twoFactorDisableStruct,
} from '@folio/contracts';
import type { CollectionDefinition } from '../content/collection-definition.js';
import { contentRegistry, listedDefinitions } from '../content/index.js';
import { mediaUsers } from '../media/index.js';
import { analyticsAdminSchemas } from './analytics-admin-schemas.js';
import { analyticsSchemas } from './analytics-schemas.js';
import { contractSchemas, type JsonSchema } from './contract-schema.js';
import { cvSchemas } from './cv-schemas.js';
import { siteTextsSchemas } from './site-texts-schemas.js';
import { messageSchemas } from './message-schemas.js';
import { newsletterSchemas } from './newsletter-schemas.js';
import { linkTokenStruct } from '../newsletter/index.js';

import { object, ref } from './schema-builders.js';

export { ref };
export const listOf = (name: string) => ({ type: 'array', items: ref(name) });
export const jsonContent = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** Every collection definition, the blog's categories and tags included (the content registry). */
export const definitions = (): readonly CollectionDefinition[] => listedDefinitions();

const pascal = (words: string) => words.replace(/(?:^|[\s/-])(\w)/g, (_, letter: string) => letter.toUpperCase());
/** 'Hero item' → 'HeroItem'. */
export const schemaName = (kind: { entity: string }) => pascal(kind.entity);

const tagType = { type: 'string', enum: [...TAG_TYPES] };
const dateTime = { type: 'string', format: 'date-time' };

/** Fields the API adds to what a contract stores (a definition's `decorate`, the posts' counter and times), by table. */
const derivedFields: Record<string, Record<string, JsonSchema>> = {
  // Never null once stored: a blank one is made from the title.
  case_studies: { slug: { type: 'string', pattern: SLUG_PATTERN.source, maxLength: SLUG_MAX, description: 'Its page: /work/{slug}.' } },
  experiences: {
    tagType: { type: ['string', 'null'], enum: [...TAG_TYPES, null], description: 'The tag type of its only persona; null with none or several.' },
    tagTypes: { type: 'array', items: tagType, description: 'The tag types of its personas.' },
  },
  blog_posts: {
    viewCount: { type: 'integer', minimum: 0 },
    createdAt: dateTime,
    categoryName: { type: ['string', 'null'], description: "The category's name; null without a category." },
    categorySlug: { type: ['string', 'null'], description: "The category's slug (its page: `/blog/category/{slug}`); null without a category." },
    tags: {
      type: 'array',
      description: 'The tags of `tagIds` with their names and slugs (a tag\'s page: `/blog/tag/{slug}`), in the tags\' order (displayOrder, then name).',
      items: {
        type: 'object',
        properties: { id: { type: 'integer', minimum: 1 }, name: { type: 'string' }, slug: { type: 'string' } },
        required: ['id', 'name', 'slug'],
        additionalProperties: false,
      },
    },
  },
};

/** Every stored item: when it was last saved. A PUT may send it back, and is refused (409) when the item changed since. */
const updatedAt = {
  ...dateTime,
  description: 'When the item was last saved (UTC, milliseconds). Send it back with a PUT to have a stale edit refused (409) instead of overwriting.',
};
/** What a content answer adds for the library images it shows (api/src/modules/content/media-fields.ts). */
const mediaInfo = {
  type: 'object',
  description: 'Only when the item shows images of the media library: for each such path, its alt text and a blurred placeholder (a data: URL, null for SVG and GIF).',
  additionalProperties: {
    type: 'object',
    properties: { alt: { type: 'string' }, placeholder: { type: ['string', 'null'] } },
    required: ['alt', 'placeholder'],
    additionalProperties: false,
  },
};
const storedFields = (table: string) => ({ ...derivedFields[table], ...(mediaUsers().some((user) => user.table === table) ? { media: mediaInfo } : {}), updatedAt });
const expectedUpdatedAt = {
  ...dateTime,
  description:
    'PUT: the `updatedAt` the item was loaded with; if the item was saved since, the answer is 409 and nothing is stored. ' +
    'Left out, the PUT replaces the item whatever its version (for scripts). Ignored by POST.',
};

/** The body of `POST .../restore` (ordering-operations.ts). */
export const RESTORE_INPUT =
  'The item as the API answered it before it was deleted, its `id` included: checked as a create is. ' +
  'Fields the contract does not know (`updatedAt`, `media`, names) are ignored.';

function entitySchemas(): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  const add = (name: string, { input, stored }: ReturnType<typeof contractSchemas>, example: Record<string, unknown>) => {
    schemas[`${name}Input`] = { ...input, properties: { ...(input.properties as JsonSchema), updatedAt: expectedUpdatedAt }, examples: [example] };
    // `media` comes only with library images.
    schemas[name] = { ...stored, required: (stored.required as string[]).filter((field) => field !== 'media') };
  };
  for (const def of definitions()) add(schemaName(def), contractSchemas(def.struct, storedFields(def.table)), def.example);
  add('Post', contractSchemas(blogPostStruct, storedFields('blog_posts')), contentRegistry()['blog-posts'].example);
  // Reordering and undoing a delete (ordering-operations.ts): a run of ids; the item as answered before its delete.
  schemas.ReorderInput = { ...contractSchemas(reorderStruct).input, description: 'A run of neighbouring items of the list, in their new order.' };
  for (const def of definitions()) schemas[`${schemaName(def)}RestoreInput`] = { ...contractSchemas(restoreStruct(def.struct)).input, description: RESTORE_INPUT };
  schemas.PostRestoreInput = { ...contractSchemas(postRestoreStruct).input, description: RESTORE_INPUT };
  schemas.PostSummary = withoutProperty(schemas.Post!, 'content', 'A post of a list: every field of a post but its body (`content`).');
  schemas.LoginInput = contractSchemas(loginStruct).input;
  schemas.MediaAltInput = { ...contractSchemas(mediaAltStruct).input, properties: { ...(contractSchemas(mediaAltStruct).input.properties as JsonSchema), updatedAt: expectedUpdatedAt } };
  schemas.TwoFactorCodeInput = contractSchemas(twoFactorCodeStruct).input;
  schemas.TwoFactorDisableInput = contractSchemas(twoFactorDisableStruct).input;
  schemas.RevisionRestoreInput = {
    ...contractSchemas(revisionRestoreStruct).input,
    description: "The `updatedAt` of the post as the console shows it: when the post was saved since, the answer is 409 and nothing is stored.",
  };
  schemas.ContactMessageInput = {
    ...contractSchemas(contactMessageStruct).input,
    description:
      'What a visitor sends. `formToken`: the token of `GET /api/contact/form`; `idempotencyKey`: one per form (a resend of the same text is one message); ' +
      '`website`: the honeypot, hidden from people (leave it empty). Fields the contract does not know are ignored.',
  };
  schemas.MessageChangeInput = contractSchemas(messageChangeStruct).input;
  schemas.ContactSubjectsInput = contractSchemas(contactSubjectsStruct).input;
  schemas.SubscribeInput = {
    ...withAtLeastOnePersona(contractSchemas(subscribeStruct).input),
    description:
      "What the subscribe form sends. `page`: the page the form was on; `formToken`: the token of `GET /api/newsletter/form`; `website`: the honeypot, hidden from people (leave it empty). Fields the contract does not know are ignored.",
  };
  schemas.SubscriptionChangeInput = {
    ...withAtLeastOnePersona(contractSchemas(subscriptionChangeStruct).input),
    description: 'The unsubscribe token (from the email) and the personas to follow from now on.',
  };
  schemas.LinkTokenInput = { ...contractSchemas(linkTokenStruct).input, description: 'The token of the link from the email.' };
  return schemas;
}

/** A newsletter body's `personas`: at least one, each once (the contract's `size`, which no field bounds say). */
function withAtLeastOnePersona(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema>;
  return { ...schema, properties: { ...properties, personas: { ...properties.personas, minItems: 1, uniqueItems: true } } };
}

function withoutProperty(schema: JsonSchema, name: string, description: string): JsonSchema {
  const { [name]: _left, ...properties } = schema.properties as Record<string, JsonSchema>;
  return { ...schema, description, properties, required: (schema.required as string[]).filter((field) => field !== name) };
}

const string = { type: 'string' };

/** An image of the media library (contracts/src/media.ts), with where it is used in the console's answers. */
function mediaItemSchema(withUses: boolean): JsonSchema {
  const size = { type: 'integer', minimum: 1 };
  return object({
    id: size,
    originalName: string,
    contentType: { type: 'string', enum: Object.keys(MEDIA_TYPES) },
    byteSize: size,
    width: size,
    height: size,
    altText: { type: 'string', maxLength: ALT_TEXT_MAX },
    path: { type: 'string', pattern: '^/media/' },
    variants: {
      type: 'array',
      description: 'AVIF and WebP at each width up to the image (none for SVG and GIF).',
      items: object({ format: { type: 'string', enum: [...MEDIA_VARIANT_FORMATS] }, width: size, path: { type: 'string', pattern: '^/media/' } }),
    },
    placeholder: { type: ['string', 'null'] },
    createdAt: dateTime,
    updatedAt,
    ...(withUses ? { usedBy: { type: 'array', items: ref('MediaUse'), description: 'Every content item that shows it, and in which field.' } } : {}),
  });
}

/** Answers that no contract describes (contracts/src/auth.ts types some of them for TypeScript only). */
const answerSchemas: Record<string, JsonSchema> = {
  PostTag: object({ postId: { type: 'integer', minimum: 1 }, tagId: { type: 'integer', minimum: 1 } }),
  PostRevision: object({
    id: { type: 'integer', minimum: 1 },
    postId: { type: 'integer', minimum: 1 },
    title: string,
    slug: string,
    excerpt: { type: ['string', 'null'] },
    content: string,
    createdAt: { ...dateTime, description: "When that save was stored: the post's `updatedAt` after it." },
  }),
  ViewCount: object({ viewCount: { type: 'integer', minimum: 0 } }),
  PostReadNext: object({
    persona: { type: ['string', 'null'], enum: [...TAG_TYPES, null], description: "Whose posts these are: the visitor's persona, the post's own, or null for the whole blog." },
    previous: { anyOf: [ref('PostSummary'), { type: 'null' }], description: 'The post published just before it; null for the first.' },
    next: { anyOf: [ref('PostSummary'), { type: 'null' }], description: 'The post published just after it; null for the newest.' },
    related: { type: 'array', items: ref('PostSummary'), maxItems: RELATED_POSTS_MAX },
  }),
  SessionUser: object({ username: string }),
  TwoFactorChallenge: object({ twoFactorRequired: { type: 'boolean', const: true } }),
  TwoFactorStatus: object({ enabled: { type: 'boolean' }, recoveryCodesLeft: { type: 'integer', minimum: 0 } }),
  TwoFactorSetup: object({ secret: { type: 'string', pattern: '^[A-Z2-7]+$' }, otpauthUrl: { type: 'string', pattern: '^otpauth://totp/' }, qrCode: { type: 'string', pattern: '^data:image/svg\\+xml;base64,' } }),
  RecoveryCodes: object({ recoveryCodes: { type: 'array', items: string } }),
  CsrfToken: object({ token: string }),
  SignInRecord: object({
    at: { ...dateTime, description: 'When the attempt was answered (UTC); for a counted row, the first it counts.' },
    lastAt: { ...dateTime, description: 'The last attempt the row counts; `at` on a row of its own.' },
    count: { type: 'integer', minimum: 1, description: 'How many attempts the row stands for: 1 for a success, a two-factor step or a sign-out everywhere; failed and refused attempts of one network, outcome and reason within an hour are one row.' },
    address: { ...string, description: 'The client address (behind a trusted proxy, the one it saw); on a counted row, its network: an IPv4 address, or an IPv6 /64 written in full (`2001:db8:1:2:0:0:0:0/64`).' },
    device: { ...string, description: "A short summary of the browser: 'Firefox 133 on Linux' (a counted row's first attempt's)." },
    outcome: {
      type: 'string',
      enum: [...SIGN_IN_OUTCOMES],
      description: '`pending`: the password was right and a code is asked; `refused`: answered before any check (a limit, a busy server, a request from another site or not in the form\'s JSON).',
    },
    reason: { type: 'string', enum: Object.keys(SIGN_IN_REASONS) },
  }),
  SiteInfo: object({
    ownerName: string,
    siteUrl: { type: 'string', format: 'uri' },
    description: { type: ['string', 'null'] },
    contactEmail: { type: ['string', 'null'] },
    texts: ref('SiteTexts'),
  }),
  Health: object(
    {
      status: { type: 'string', enum: ['ok', 'unavailable'] },
      database: { type: 'string', enum: ['sqlite', 'mysql'] },
      message: { ...string, description: 'Only when unavailable.' },
    },
    ['message'],
  ),
  Liveness: object({ status: { const: 'ok' } }),
  Error: object({ message: string }),
  MediaItem: mediaItemSchema(false),
  MediaListItem: mediaItemSchema(true),
  MediaInUse: object({ message: string, usedBy: { type: 'array', items: ref('MediaUse') } }),
  MediaUse: object({ entity: string, id: { type: 'integer', minimum: 1 }, label: string, field: string }),
  FieldErrors: object(
    {
      message: string,
      fields: {
        type: 'object',
        additionalProperties: string,
        description: "Each invalid field's message (the product spec's validation messages, word for word); the key '' when the body is not a JSON object.",
      },
    },
    ['fields'],
  ),
};

export const retryAfter = { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } } };
const error = (description: string, schema = 'Error', headers?: JsonSchema) => ({
  description,
  ...(headers ? { headers } : {}),
  content: jsonContent(ref(schema)),
});

/** The API's error answers (api/src/http/), by status; every one is JSON with a `message`. */
export const errorResponses = {
  400: ['BadRequest', error('Invalid input: the body fails its contract (`fields` says why), is not valid JSON, or a query parameter is malformed.', 'FieldErrors')],
  401: ['Unauthorized', error('No signed-in session (or a failed sign-in).')],
  403: [
    'Forbidden',
    error(
      `The \`${CSRF_HEADER}\` header is missing or is not this session's token; or, on an https site, ` +
        'a request over plain http that would start a session; or a sign-in, a sign-out, a contact message or an analytics event a browser says comes from another site.',
    ),
  ],
  404: ['NotFound', error('No such entity (an id that is not a positive integer included), or a draft asked for by a visitor.')],
  409: [
    'Conflict',
    error(
      'Taken slug (`fields.slug`), a built-in persona, content other content still uses, an id in use again when undoing a delete (`fields.id`), or a PUT whose `updatedAt` is ' +
        "no longer the stored one ('This item was changed elsewhere; reload it to see the changes'; nothing is stored).",
      'FieldErrors',
    ),
  ],
  413: ['PayloadTooLarge', error(`The body is over 1 MB (an analytics event: over ${ANALYTICS_LIMITS.body} bytes).`)],
  415: ['UnsupportedMediaType', error('A body that is not `application/json` (an analytics event may also be `text/plain`).')],
  429: [
    'TooManyRequests',
    error(
      'Too many sign-in attempts for this username (from this address or from everywhere) or from this address; ' +
        'or too many contact messages or newsletter subscriptions from this network this hour (nothing stored).',
      'Error',
      retryAfter,
    ),
  ],
  500: ['InternalError', error('A fault of ours, logged with the request id (`x-request-id`); the answer carries no internals.')],
  502: ['BadGateway', error("The mail server refused or did not answer a newsletter's test send: its reason, without SMTP_URL's password.")],
  503: ['ServiceUnavailable', error('The database does not answer, or (sign-in) too many password checks are waiting, or (newsletter) mail is not configured; try again later.', 'Error', retryAfter)],
} as const satisfies Record<number, readonly [string, JsonSchema]>;

export type ErrorStatus = keyof typeof errorResponses;
export const errorRef = (status: ErrorStatus) => ({ $ref: `#/components/responses/${errorResponses[status][0]}` });

export function components(): JsonSchema {
  return {
    schemas: { ...entitySchemas(), ...answerSchemas, ...messageSchemas, ...newsletterSchemas, ...analyticsSchemas, ...analyticsAdminSchemas, ...cvSchemas, ...siteTextsSchemas },
    responses: Object.fromEntries(Object.values(errorResponses)),
    securitySchemes: {
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description:
          `Set by \`POST /api/auth/login\`, with its signature cookie \`${SESSION_COOKIE}.sig\`; send both back. ` +
          'HttpOnly, SameSite=Strict, Secure when the site is https. `POST /api/auth/logout` ends it.',
      },
      csrf: {
        type: 'apiKey',
        in: 'header',
        name: CSRF_HEADER,
        description: "This session's token from `GET /api/csrf-token`, required on every admin write; a new one after each sign-in.",
      },
    },
  };
}

export const postListStatus = { type: 'string', enum: [...POST_LIST_STATUSES] };
