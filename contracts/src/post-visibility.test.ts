import { isVisibleToPublic, postPath, postStanding } from './post-visibility.js';

describe('postStanding', () => {
  const now = Date.parse('2026-11-24T12:00:00.000Z');
  it('calls a published post with a date still to come scheduled, and one with a past or no date published', () => {
    expect(postStanding({ status: 'published', publishedAt: '2026-11-24T12:00:00.001Z' }, now)).toBe('scheduled');
    expect(postStanding({ status: 'published', publishedAt: '2026-11-24T12:00:00.000Z' }, now)).toBe('published');
    expect(postStanding({ status: 'published', publishedAt: null }, now)).toBe('published');
  });
  it('calls a draft a draft whatever its date', () => {
    expect(postStanding({ status: 'draft', publishedAt: '2030-01-01T00:00:00.000Z' }, now)).toBe('draft');
  });
});

describe('isVisibleToPublic', () => {
  const now = Date.parse('2026-11-24T12:00:00.000Z');
  it('lets through a published post whose date has come, and nothing else', () => {
    expect(isVisibleToPublic({ status: 'published', publishedAt: '2026-11-24T11:59:59.000Z' }, now)).toBe(true);
    expect(isVisibleToPublic({ status: 'published', publishedAt: null }, now)).toBe(true);
    expect(isVisibleToPublic({ status: 'published', publishedAt: '2026-11-24T12:00:01.000Z' }, now)).toBe(false);
    expect(isVisibleToPublic({ status: 'draft', publishedAt: '2020-01-01T00:00:00.000Z' }, now)).toBe(false);
  });
});

describe('postPath', () => {
  it('writes a post address with its slug encoded, so an odd slug from old data cannot break out of it', () => {
    expect(postPath('webhooks-retries-idempotency')).toBe('/blog/webhooks-retries-idempotency');
    expect(postPath('a b/../c?d#e')).toBe('/blog/a%20b%2F..%2Fc%3Fd%23e');
  });
});
