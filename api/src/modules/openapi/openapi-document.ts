/** The OpenAPI 3.1 document, built from the router's own list of routes and their descriptions. */
import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import { MAX_INT } from '@folio/contracts';
import { requireAdmin, requireCsrf } from '../../http/guards.js';
import { components, errorRef, jsonContent, ref, type ErrorStatus } from './components.js';
import type { JsonSchema } from './contract-schema.js';
import type { Described } from './described.js';
import { describedRoutes } from './operations.js';

/** A route as the router holds it, with its path in OpenAPI's `{param}` syntax. */
export type Route = { method: string; path: string; params: string[]; admin: boolean; csrf: boolean };

export const routeKey = (route: Pick<Route, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** Every method and path the router answers (HEAD, which the router adds to each GET, left out). */
export function routesOf(router: Router): Route[] {
  return router.stack.flatMap((layer) =>
    layer.methods
      .filter((method) => method !== 'HEAD')
      .map((method) => ({
        method,
        path: String(layer.path).replace(/:(\w+)/g, '{$1}'),
        params: layer.paramNames.map((key) => String(key.name)),
        admin: layer.stack.includes(requireAdmin),
        csrf: layer.stack.includes(requireCsrf),
      })),
  );
}

const PATH_PARAMETERS: Record<string, JsonSchema> = {
  id: { schema: { type: 'integer', minimum: 1, maximum: MAX_INT }, description: 'Anything but a positive integer is answered 404.' },
  slug: { schema: { type: 'string' } },
  token: { schema: { type: 'string' }, description: 'The unsubscribe token of an email (`<subscriberId>.<key>`); one this site did not give is answered 404.' },
  revisionId: { schema: { type: 'integer', minimum: 1, maximum: MAX_INT }, description: "One of the post's revisions; anything else is answered 404." },
};

function pathParameter(name: string): JsonSchema {
  const parameter = PATH_PARAMETERS[name];
  if (!parameter) throw new Error(`The path parameter '${name}' has no schema in openapi-document.ts`);
  return { name, in: 'path', required: true, ...parameter };
}

function security(route: Route, described: Described): JsonSchema[] {
  if (route.admin) return [{ session: [], ...(route.csrf ? { csrf: [] } : {}) }];
  return described.optionalSession ? [{}, { session: [] }] : [];
}

/** The errors a route's shape implies (a write's body, the guards, a path parameter), its own, and the server's. */
function errorsOf(route: Route, described: Described): Record<string, JsonSchema> {
  const statuses = new Set<ErrorStatus>([
    ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? ([400, 413, 415] as const) : []),
    ...(route.admin ? ([401] as const) : []),
    ...(route.csrf ? ([403] as const) : []),
    ...(route.params.length > 0 ? ([404] as const) : []),
    ...(described.errors ?? []),
    500,
    503,
  ]);
  return Object.fromEntries([...statuses].map((status) => [status, errorRef(status)]));
}

/** A JSON body's schema under each media type it may come as. */
const bodyContent = (schema: string, types?: string[]) => (types ? Object.fromEntries(types.map((type) => [type, { schema: ref(schema) }])) : jsonContent(ref(schema)));

function operation(route: Route, described: Described): JsonSchema {
  const parameters = [...route.params.map(pathParameter), ...(described.query ?? [])];
  return {
    tags: [described.tag],
    operationId: described.operationId,
    summary: described.summary,
    ...(described.description ? { description: described.description } : {}),
    security: security(route, described),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(described.body ? { requestBody: { required: true, content: bodyContent(described.body, described.bodyTypes) } } : {}),
    ...(described.multipartBody ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: described.multipartBody } } } } : {}),
    // Integer-like keys keep ascending order, so the answers read by status.
    responses: { ...errorsOf(route, described), ...described.responses },
  };
}

export function openApiDocument(routes: Route[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const described = describedRoutes()[routeKey(route)];
    if (!described) throw new Error(`${routeKey(route)} is routed but not described: add it to api/src/modules/openapi/operations.ts`);
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route, described);
  }
  const body = { paths, components: components() };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Folio API',
      // The document's own version: it changes whenever any route or schema does.
      version: createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 12),
      description:
        "Folio's HTTP API: the portfolio's public content, the blog, sign-in, and the owner's admin calls. " +
        'Every body is JSON. Admin calls need the session cookie; admin writes also the CSRF header. See docs/api.md.',
    },
    tags: [...new Set(routes.map((route) => describedRoutes()[routeKey(route)]!.tag))].map((name) => ({ name })),
    ...body,
  };
}
