/**
 * What each route does, keyed by 'METHOD /api/path/{param}': the collections and the blog's
 * categories and tags from their definitions, the posts' routes (post-operations.ts), the media
 * library's (media-operations.ts), the contact form's and the inbox's (message-operations.ts), the
 * other routes written here. What the router itself
 * says (path parameters, the admin and CSRF guards, and so 401/403/404) is added in openapi-document.ts.
 */
import { toCamel } from '../../db/rows.js';
import type { CollectionDefinition } from '../content/collection-definition.js';
import { NO_CONTENT, REPLACE, answer, personaIdFilter, type Described } from './described.js';
import { definitions, listOf, ref, retryAfter, schemaName, type ErrorStatus } from './components.js';

import { analyticsAdminRoutes } from './analytics-admin-operations.js';
import { analyticsRoutes } from './analytics-operations.js';
import { cvRoutes } from './cv-operations.js';
import { siteTextsRoutes } from './site-texts-operations.js';
import { mediaRoutes } from './media-operations.js';
import { messageRoutes } from './message-operations.js';
import { newsletterRoutes } from './newsletter-operations.js';
import { postRoutes } from './post-operations.js';
import { orderingOperations } from './ordering-operations.js';

const PERSONA_FILTERS: Record<CollectionDefinition['personas']['kind'], string> = {
  none: 'Checked, but these rows are not assigned to personas: every row is listed.',
  self: 'Only that persona.',
  links: 'Rows assigned to that persona, and rows assigned to no persona.',
  'owner-and-links': 'Rows of that persona (`personaId`) or assigned to it (`personaIds`).',
};

const orderOf = (def: CollectionDefinition) => def.orderBy.map(([column, direction]) => `\`${toCamel(column)}\` ${direction === 'asc' ? 'ascending' : 'descending'}`).join(', then ');

function collectionRoutes(def: CollectionDefinition): Record<string, Described> {
  const name = schemaName(def);
  const tag = def.adminPath.replace(/^\/admin\//, '');
  const plural = tag.replace(/(?:^|[/-])(\w)/g, (_, letter: string) => letter.toUpperCase());
  const entity = def.entity.toLowerCase();
  const anEntity = `${/^[aeiou]/.test(entity) ? 'an' : 'a'} ${entity}`;
  const writeConflict: ErrorStatus[] = def.unique ? [409] : [];
  const routes: Record<string, Described> = {};
  if (def.publicPath) {
    const rows = def.publicPath.split('/').pop()!.replace(/-/g, ' ');
    const conditions = Object.entries(def.publicOnly ?? {}).map(([column, value]) => `\`${toCamel(column)}\` is ${JSON.stringify(value)}`);
    const onlyWhere = conditions.length > 0 ? ` Only rows where ${conditions.join(' and ')}.` : '';
    routes[`GET /api${def.publicPath}`] = {
      tag,
      operationId: `list${plural}`,
      summary: `The public list of ${rows}`,
      description: `Sorted by ${orderOf(def)}.${onlyWhere}`,
      query: [personaIdFilter(PERSONA_FILTERS[def.personas.kind])],
      responses: { 200: answer(`The ${rows}.`, listOf(name)) },
      errors: [400],
    };
    if (def.slugs) {
      routes[`GET /api${def.publicPath}/slug/{slug}`] = {
        tag,
        operationId: `get${name}BySlug`,
        summary: `One ${entity} by its slug (its page's address)`,
        description:
          `A slug ${anEntity} had before it was changed answers 301 to \`/api${def.publicPath}/slug/{current slug}\`, however many changes ago; ` +
          `a slug that ${anEntity} has now is never redirected. Any other slug: 404.`,
        responses: {
          200: answer(`The ${entity}.`, ref(name)),
          301: {
            ...answer(`A former slug of the ${entity}: \`Location\` is its address now.`, ref('Error')),
            headers: { Location: { description: `\`/api${def.publicPath}/slug/{current slug}\`.`, schema: { type: 'string' } } },
          },
        },
      };
    }
    if (def.publicItem) {
      routes[`GET /api${def.publicPath}/{id}`] = { tag, operationId: `get${name}`, summary: `One ${entity}`, responses: { 200: answer(`The ${entity}.`, ref(name)) } };
    }
  }
  routes[`GET /api${def.adminPath}`] = {
    tag,
    operationId: `adminList${plural}`,
    summary: `Every ${entity}, for the console`,
    description: `Sorted by ${orderOf(def)}; no filter.`,
    responses: { 200: answer(`Every ${entity}.`, listOf(name)) },
  };
  routes[`POST /api${def.adminPath}`] = {
    tag,
    operationId: `create${name}`,
    summary: `Add ${anEntity}`,
    body: `${name}Input`,
    responses: { 201: answer(`The stored ${entity}.`, ref(name)) },
    errors: writeConflict,
  };
  routes[`PUT /api${def.adminPath}/{id}`] = {
    tag,
    operationId: `update${name}`,
    summary: `Replace ${anEntity}`,
    description: REPLACE,
    body: `${name}Input`,
    responses: { 200: answer(`The stored ${entity}.`, ref(name)) },
    errors: [409],
  };
  routes[`DELETE /api${def.adminPath}/{id}`] = {
    tag,
    operationId: `delete${name}`,
    summary: `Delete ${anEntity}`,
    description: def.undeletable ? `${def.undeletable.message} (409).` : undefined,
    responses: NO_CONTENT,
    errors: [409],
  };
  return routes;
}

/** The routes that no collection definition drives. */
const writtenRoutes: Record<string, Described> = {
  'POST /api/auth/login': {
    tag: 'auth',
    operationId: 'signIn',
    summary: 'Sign in',
    description:
      'Starts a new session (a new session id, and a new CSRF token to fetch) and sets the session cookies. ' +
      'The username is taken in one spelling (Unicode NFKC, then lower case). ' +
      'An unknown username and a wrong password get the same 401. Each attempt is counted before the password is checked ' +
      '(429 with `Retry-After` once a budget is used up: for the name from this network, for this network (an IPv4 address, an IPv6 /64), and for the name from everywhere; ' +
      'attempts for a username under attack are slowed down and checked one at a time); ' +
      'a success sets a signed device cookie (`folio.device`) that gives this browser its own budget next time. ' +
      'Password checks run a few at a time: past a short wait the answer is 503 with `Retry-After`. ' +
      'A browser request from another site is refused (403). Every attempt, a refused or malformed one included, is logged and kept or counted in the sign-in history.',
    body: 'LoginInput',
    responses: {
      200: answer('Signed in; `Set-Cookie` carries the session.', ref('SessionUser')),
      202: answer(
        'The password was right and the account has two-factor sign-in on: no session yet. A short-lived cookie ' +
          'holds the pending sign-in; send the code to `POST /api/auth/login/two-factor`.',
        ref('TwoFactorChallenge'),
      ),
    },
    errors: [401, 403, 429],
  },
  'POST /api/auth/login/two-factor': {
    tag: 'auth',
    operationId: 'signInSecondFactor',
    summary: 'Finish a sign-in with a code',
    description:
      'A 6-digit code from the authenticator app (the current 30-second step, or the one before or after; each step once) ' +
      'or an unused recovery code (each once). Wrong codes count against the same limits as wrong passwords. ' +
      'A 401 when the code is wrong or no sign-in is pending (the password comes first, within 5 minutes). ' +
      'A browser request from another site is refused (403).',
    body: 'TwoFactorCodeInput',
    responses: { 200: answer('Signed in; `Set-Cookie` carries the session.', ref('SessionUser')) },
    errors: [401, 403, 429],
  },
  'GET /api/admin/two-factor': {
    tag: 'auth',
    operationId: 'twoFactorStatus',
    summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
    responses: { 200: answer('The state.', ref('TwoFactorStatus')) },
  },
  'POST /api/admin/two-factor/setup': {
    tag: 'auth',
    operationId: 'beginTwoFactorSetup',
    summary: 'Start setting up two-factor sign-in',
    description: 'A new secret (as text, as an otpauth:// address and as a QR code), pending until a first code confirms it. 409 when it is on already.',
    responses: { 200: answer('The pending setup.', ref('TwoFactorSetup')) },
    errors: [409],
  },
  'POST /api/admin/two-factor/enable': {
    tag: 'auth',
    operationId: 'enableTwoFactor',
    summary: 'Turn two-factor sign-in on with a first code',
    description: 'Answers the ten recovery codes, this once (they are stored only as hashes). 400 for a wrong code, 409 without a pending setup.',
    body: 'TwoFactorCodeInput',
    responses: { 200: answer('On; the recovery codes.', ref('RecoveryCodes')) },
    errors: [409],
  },
  'POST /api/admin/two-factor/disable': {
    tag: 'auth',
    operationId: 'disableTwoFactor',
    summary: 'Turn two-factor sign-in off',
    description: 'Needs the password; a wrong one is a 400 and counts against the sign-in limits. Removes the secret and the recovery codes.',
    body: 'TwoFactorDisableInput',
    responses: NO_CONTENT,
    errors: [409, 429],
  },
  'POST /api/auth/logout': {
    tag: 'auth',
    operationId: 'signOut',
    summary: 'Sign out',
    description:
      'Deletes the session: its cookie is worthless afterwards. Answers 204 with or without a session. ' +
      'Needs the CSRF token in `x-csrf-token`, or a browser saying the request comes from this site (`Sec-Fetch-Site: same-origin` or this `Origin`): ' +
      'a form posted from another site gets 403 and the session stays.',
    responses: NO_CONTENT,
    errors: [403],
  },
  'GET /api/admin/security/sign-ins': {
    tag: 'auth',
    operationId: 'listSignIns',
    summary: 'The last sign-in attempts',
    description:
      'Newest first (by the last attempt a row counts), none older than 90 days. Every success, two-factor step and sign-out everywhere is a row of its own, ' +
      'kept 90 days whatever else happens; failed and refused attempts (a limit, another site, a malformed request) are counted, one row per client network ' +
      '(an IPv4 address, an IPv6 /64), outcome and reason each hour, and at most the 100 most recently active such rows are kept, so no flood of them pushes a sign-in out. ' +
      'No username (an unknown one could be a password typed in the wrong field).',
    responses: { 200: answer('The attempts.', listOf('SignInRecord')) },
  },
  'POST /api/auth/logout-everywhere': {
    tag: 'auth',
    operationId: 'signOutEverywhere',
    summary: 'Sign out everywhere',
    description: "Deletes every session of the signed-in admin, this one included, on every device: all their cookies are worthless afterwards.",
    responses: NO_CONTENT,
  },
  'GET /api/auth/me': {
    tag: 'auth',
    operationId: 'currentUser',
    summary: 'Who is signed in',
    optionalSession: true,
    responses: { 200: answer('The signed-in user.', ref('SessionUser')) },
    errors: [401],
  },
  'GET /api/csrf-token': {
    tag: 'auth',
    operationId: 'csrfToken',
    summary: "This session's CSRF token",
    description:
      'Send it as `x-csrf-token` on every admin write. A signed-in admin\'s token is kept in the session; a visitor\'s in a signed ' +
      'cookie (`folio.csrf`), so that no session is stored for anonymous calls. Answered with `Cache-Control: no-store` ' +
      '(`private, no-store` when signed in).',
    optionalSession: true,
    responses: { 200: answer('The token.', ref('CsrfToken')) },
    errors: [403],
  },

  'GET /api/site': {
    tag: 'site',
    operationId: 'siteInfo',
    summary: "The site's owner, address and contact, from the configuration, and the owner's words on its pages",
    description: "`texts` is read at every request (the admin's `PUT /api/admin/site-texts`); the rest is fixed at the API's start.",
    responses: { 200: answer('The site.', ref('SiteInfo')) },
  },
  'GET /api/health': {
    tag: 'site',
    operationId: 'health',
    summary: 'Readiness: whether this API process reaches its database',
    description: 'Answered with `Cache-Control: no-store`; load balancers and `npm start` wait on it.',
    responses: {
      200: answer('The database answers.', ref('Health')),
      503: { ...answer('The database does not answer; `Retry-After` says when to ask again.', ref('Health')), headers: retryAfter },
    },
  },
  'GET /api/health/live': {
    tag: 'site',
    operationId: 'liveness',
    summary: 'Liveness: the process answers, whatever the database does',
    description: 'Answered with `Cache-Control: no-store`; the containers\' health check.',
    responses: { 200: answer('Alive.', ref('Liveness')) },
  },
  'GET /api/openapi.json': {
    tag: 'site',
    operationId: 'openApiDocument',
    summary: 'This document',
    description: 'Public and cacheable: `Cache-Control: public, max-age=300` with an `ETag`; `If-None-Match` gets a 304.',
    responses: {
      200: answer('The OpenAPI 3.1 document.', { type: 'object' }),
      304: answer('Unchanged since the `ETag` sent in `If-None-Match`.'),
    },
  },
};

/** Every described route; openapi-document.ts fails on a route missing here. */
let described: Record<string, Described> | null = null;

/** Every route's description, the kinds' from the registered content kinds (read once, at the first call). */
export function describedRoutes(): Record<string, Described> {
  described ??= Object.assign({}, ...definitions().map(collectionRoutes), writtenRoutes, mediaRoutes, postRoutes, orderingOperations(), messageRoutes, newsletterRoutes, analyticsRoutes, analyticsAdminRoutes, cvRoutes, siteTextsRoutes);
  return described!;
}
