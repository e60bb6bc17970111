// The routing table replayed against a running server; used by the gateway's and nginx's tests.
import { request } from './routing-fixtures.mjs';
import { ROUTING_CASES, SECURITY_HEADERS } from './routing-cases.mjs';

export function describeRouting(name, baseUrl) {
  describe(`${name} routing`, () => {
    it.each(ROUTING_CASES.map((routingCase) => [routingCase.path, routingCase]))('%s', async (_path, routingCase) => {
      const response = await request(baseUrl(), routingCase);
      const body = await response.text();

      expect(response.status).toBe(routingCase.status);
      if (routingCase.location) expect(response.headers.get('location')).toBe(routingCase.location);
      if (routingCase.from === 'api') {
        expect(JSON.parse(body)).toEqual(expect.objectContaining({ from: 'api', forwardedFor: expect.any(String) }));
        return;
      }
      if (routingCase.from) expect(body).toContain(routingCase.from);
      if (routingCase.cache) expect(response.headers.get('cache-control')).toBe(routingCase.cache);
      for (const [header, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(header)).toBe(value);
    });
  });
}
