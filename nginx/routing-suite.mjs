// The routing table replayed against a running server; used by the gateway's and nginx's tests.
import { echoOf, request } from './routing-fixtures.mjs';
import { FORWARDING_CASES, MICRO_CACHE_CASES, ROUTING_CASES, SECURITY_HEADERS } from './routing-cases.mjs';

/** `server` is 'nginx' or 'gateway': the cases marked `only` for the other one are left out. */
export function describeRouting(name, baseUrl, server) {
  const cases = ROUTING_CASES.filter((routingCase) => !routingCase.only || routingCase.only === server);
  describe(`${name} routing`, () => {
    it.each(cases.map((routingCase) => [caseTitle(routingCase), routingCase]))('%s', async (_title, routingCase) => {
      const response = await request(baseUrl(), routingCase);
      const body = await response.text();
      const echo = echoOf(body);

      expect(response.status).toBe(routingCase.status);
      if (routingCase.location) expect(response.headers.get('location')).toBe(routingCase.location);
      if (routingCase.from === 'api') {
        expect(echo).toEqual(expect.objectContaining({ from: 'api', url: routingCase.path, forwardedFor: expect.any(String) }));
        return;
      }
      if (routingCase.from === 'renderer') {
        // The renderer got the request as the visitor sent it: path and query, cookies, client address.
        expect(echo).toEqual(
          expect.objectContaining({
            from: 'renderer',
            method: routingCase.method ?? 'GET',
            url: routingCase.path,
            cookie: routingCase.cookie ?? null,
            forwardedFor: expect.any(String),
            ...(routingCase.body ? { body: routingCase.body, contentType: routingCase.contentType } : {}),
          }),
        );
      } else {
        // Nothing else ever reaches a stand-in: a file of a build, a redirect or an error of the server itself.
        expect(echo).toBeNull();
        if (routingCase.from) expect(body).toContain(routingCase.from);
        if (routingCase.status === 200) expect(body).not.toContain('template');
      }
      expect(response.headers.get('content-encoding')).toBe(routingCase.encoding ?? null);
      if (routingCase.encoding) {
        expect(body).toContain(`precompressed ${routingCase.encoding}`);
        expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      } else {
        expect(body).not.toContain('precompressed');
      }
      if (routingCase.cache) expect(response.headers.get('cache-control')).toBe(routingCase.cache);
      expect(response.headers.get('x-robots-tag')).toBe(routingCase.robots ?? null);
      for (const [header, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(header)).toBe(value);
    });
  });
}

function caseTitle({ path, method, acceptEncoding, cookie, only }) {
  return [method, path, acceptEncoding && `(accepting ${acceptEncoding})`, cookie && `(cookie ${cookie})`, only && `[${only} only]`].filter(Boolean).join(' ');
}

/** nginx's micro-cache, case by case (MICRO_CACHE_CASES); each case uses URLs no other request uses. */
export function describeMicroCache(name, baseUrl) {
  describe(`${name} micro-cache`, () => {
    it.each(MICRO_CACHE_CASES.map((cacheCase) => [cacheCase.name, cacheCase]))('%s', async (_name, { steps }) => {
      const seen = [];
      for (const step of steps) {
        const response = await request(baseUrl(), step);
        const echo = echoOf(await response.text());
        seen.push({
          path: step.path,
          status: response.status,
          cacheStatus: response.headers.get('x-cache-status'),
          ...(step.answer !== undefined ? { answer: echo?.answer } : {}),
          ...(step.heard ? { heard: echo?.url } : {}),
        });
      }
      expect(seen).toEqual(
        steps.map((step) => ({
          path: step.path,
          status: step.status ?? 200,
          cacheStatus: step.cacheStatus,
          ...(step.answer !== undefined ? { answer: step.answer } : {}),
          ...(step.heard ? { heard: step.heard } : {}),
        })),
      );
    });
  });
}

/**
 * The client's scheme and address as the API and the renderer hear them (FORWARDING_CASES); the
 * server under test must trust TRUSTED_TEST_PROXY alone.
 */
export function describeForwarding(name, baseUrl) {
  describe(`${name} forwarding`, () => {
    it.each(FORWARDING_CASES.map((forwardingCase, index) => [forwardingCase.name, { ...forwardingCase, index }]))('%s', async (_name, { from, headers, proto, client, index }) => {
      const heard = [];
      // An API call, a page, and the contact form sent without JavaScript (the renderer passes its client on to the API).
      for (const [path, method] of [[`/api/site?forwarding=${index}`, 'GET'], [`/blog/forwarding-${index}`, 'GET'], [`/contact?forwarding=${index}`, 'POST']]) {
        const response = await request(baseUrl(), { path, method, localAddress: from, headers });
        const echo = echoOf(await response.text());
        heard.push({ from: echo?.from, proto: echo?.forwardedProto, client: echo?.forwardedFor });
      }
      expect(heard).toEqual([
        { from: 'api', proto, client },
        { from: 'renderer', proto, client },
        { from: 'renderer', proto, client },
      ]);
    });
  });
}
