// The contact form under a burst, through nginx on the production stack (MariaDB, micro-cache on):
// 50 visitors from 50 addresses send at once, and each of them sends again as an impatient visitor
// would (a second click, a retry after a timeout). Outcomes are counted, never timed: no 5xx, every
// message stored exactly once, in the inbox, with its persona.
import { adminClient } from './support/admin-client.mjs';
import { startStack } from './support/stack.mjs';

const VISITORS = 50;
const PERSONAS = ['enterprise', 'business', 'fitness'];

let stack;
beforeAll(async () => {
  stack = await startStack('contact-load');
}, 120_000);
afterAll(() => stack?.stop());

/** One visitor: nginx trusts loopback's X-Forwarded-For, so each visitor comes from its own address. */
const visitor = (index) => ({
  address: `198.51.100.${index + 1}`,
  persona: PERSONAS[index % PERSONAS.length],
  input: {
    name: `Visitor ${index}`,
    email: `visitor${index}@example.com`,
    message: `Burst message number ${index}: could we talk about a project next week?`,
    idempotencyKey: `burst-${index}-${Date.now()}`,
  },
});

async function send(url, { address, persona, input }, formToken) {
  const answer = await fetch(`${url}/api/contact/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
    body: JSON.stringify({ ...input, persona, page: `/?persona=${persona}`, formToken }),
  });
  return answer.status;
}

describe('50 visitors send at once through nginx', () => {
  it('store every message exactly once, in the inbox, with no 5xx', async () => {
    const visitors = Array.from({ length: VISITORS }, (_, index) => visitor(index));
    const forms = await Promise.all(
      visitors.map(async ({ persona }) => {
        const answer = await fetch(`${stack.url}/api/contact/form?persona=${persona}`);
        expect(answer.status).toBe(200);
        return (await answer.json()).token;
      }),
    );
    // A person takes more than a few seconds to write; a form sent sooner would be kept as spam.
    await new Promise((resolve) => setTimeout(resolve, 3500));

    const statuses = await Promise.all(visitors.flatMap((entry, index) => [send(stack.url, entry, forms[index]), send(stack.url, entry, forms[index])]));
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status !== 200 && status !== 201)).toEqual([]);
    // Each visitor's pair: exactly one of the two stored it (201), the other found it stored (200).
    for (let index = 0; index < VISITORS; index += 1) expect([statuses[2 * index], statuses[2 * index + 1]].sort()).toEqual([200, 201]);

    const admin = await adminClient(stack.url);
    const list = await admin.call('GET', 'admin/messages?folder=inbox&pageSize=100');
    expect(list.status).toBe(200);
    const burst = list.body.items.filter((message) => message.message.startsWith('Burst message number '));
    expect(burst).toHaveLength(VISITORS);
    expect(new Set(burst.map((message) => message.email)).size).toBe(VISITORS);
    for (const message of burst) {
      const index = Number(message.name.replace('Visitor ', ''));
      expect(message).toMatchObject({ persona: PERSONAS[index % PERSONAS.length], folder: 'inbox', read: false, spamReason: null });
    }
  }, 120_000);
});
