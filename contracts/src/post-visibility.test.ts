import { postStanding } from './post-visibility.js';

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
