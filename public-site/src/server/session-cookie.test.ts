import { sessionCookieHeader } from './session-cookie';

const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];

describe('the session cookie the rendering server passes on', () => {
  it('is the session and its signature, and none of the other cookies', () => {
    expect(sessionCookieHeader(jar({ 'folio-persona': 'fitness', 'folio.sid': '1700000000000-abc', 'folio.sid.sig': 'Xy_z-0', 'folio.csrf': 't' }))).toBe(
      'folio.sid=1700000000000-abc; folio.sid.sig=Xy_z-0',
    );
  });

  it.each([
    ['no cookies', {}],
    ['a session without its signature', { 'folio.sid': 'abc' }],
    ['a signature without its session', { 'folio.sid.sig': 'abc' }],
    ['a quoted value', { 'folio.sid': '"abc"', 'folio.sid.sig': 'def' }],
    ['a value with spaces or commas', { 'folio.sid': 'a b,c', 'folio.sid.sig': 'def' }],
  ])('is nothing for %s', (_case, cookies: Record<string, string>) => {
    expect(sessionCookieHeader(jar(cookies))).toBeNull();
  });
});
