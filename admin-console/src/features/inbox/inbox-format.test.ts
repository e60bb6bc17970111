import { firstLine, notifyText, relativeTime, replyHref } from './inbox-format';

describe('replyHref', () => {
  it('quotes every line behind "> " and encodes what could add a header or a recipient', () => {
    const href = replyHref({ email: 'a@example.com', subject: 'Hi&cc=evil@example.com', message: 'one\r\ntwo\n\nbcc: x?' });
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('a@example.com');
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(url.searchParams.get('subject')).toBe('Re: Hi&cc=evil@example.com');
    expect(url.searchParams.get('body')).toBe('\r\n\r\n> one\r\n> two\r\n>\r\n> bcc: x?');
  });

  it("answers 'Your message' when there was no subject", () => {
    expect(replyHref({ email: 'a@example.com', subject: null, message: 'x' })).toBe('mailto:a@example.com?subject=Re%3A%20Your%20message&body=%0D%0A%0D%0A%3E%20x');
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it.each([
    ['2026-11-26T11:59:50Z', 'just now'],
    ['2026-11-26T11:55:00Z', '5 minutes ago'],
    ['2026-11-26T09:00:00Z', '3 hours ago'],
    ['2026-11-25T12:00:00Z', 'yesterday'],
    ['2026-11-12T12:00:00Z', '2 weeks ago'],
    ['2026-08-26T12:00:00Z', '3 months ago'],
    ['2024-11-26T12:00:00Z', '2 years ago'],
  ])('%s reads %s', (at, text) => expect(relativeTime(at, now)).toBe(text));
});

it('firstLine skips blank lines and cuts a long one', () => {
  expect(firstLine('\n\n  Hello there  \nmore')).toBe('Hello there');
  expect(firstLine('x'.repeat(200), 10)).toBe('xxxxxxxxx…');
});

it('notifyText says why an email failed', () => {
  expect(notifyText({ notify: 'failed', notifyError: 'Connection refused' })).toBe('Could not be sent: Connection refused');
  expect(notifyText({ notify: 'sent', notifyError: null })).toBe('Sent to you');
});
